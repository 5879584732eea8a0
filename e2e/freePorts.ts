import { execFileSync } from 'node:child_process';

/**
 * Distinct free loopback ports, found synchronously (Playwright evaluates its config synchronously):
 * a child process listens on port 0 that many times at once, reports the ports and lets them go.
 */
export function freePorts(count: number): number[] {
  const script = `
    const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    Promise.all(servers.map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)))).then(() => {
      process.stdout.write(servers.map((server) => server.address().port).join(','));
      for (const server of servers) server.close();
    });`;
  const ports = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).split(',').map(Number);
  if (ports.length !== count || ports.some((port) => !Number.isInteger(port) || port <= 0)) {
    throw new Error(`could not find ${count} free ports (got '${ports.join(',')}')`);
  }
  return ports;
}

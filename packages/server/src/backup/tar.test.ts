import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { extractTarGz, writeTarGz } from './tar';

const dirs: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-tar-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('backup archive (tar.gz)', () => {
  it('writes files that extract again byte for byte, with their checksums, also by the system tar', () => {
    return (async () => {
      const dir = tmp();
      const files = {
        'manifest.json': Buffer.from('{"a":1}\n'),
        'database.sqlite': Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251)),
        [`uploads/${'n'.repeat(90)}/${'x'.repeat(60)}.png`]: Buffer.alloc(0),
        'uploads/exactly-one-block.bin': Buffer.alloc(512, 7),
      };
      const entries = Object.entries(files).map(([name, bytes], i) => {
        const source = path.join(dir, `src-${i}`);
        fs.writeFileSync(source, bytes);
        return { name, source };
      });
      const archive = path.join(dir, 'b.tar.gz');
      await writeTarGz(archive, entries);

      const out = path.join(dir, 'out');
      const extracted = await extractTarGz(archive, out);
      expect(extracted).toEqual(Object.entries(files).map(([name, bytes]) => ({ name, bytes: bytes.length, sha256: sha(bytes) })));
      for (const [name, bytes] of Object.entries(files)) expect(fs.readFileSync(path.join(out, name)).equals(bytes)).toBe(true);

      const listed = execFileSync('tar', ['tzf', archive], { encoding: 'utf8' }).trim().split('\n');
      expect(listed).toEqual(Object.keys(files));
    })();
  });

  it('refuses a cut-short archive and a path climbing out of the folder', async () => {
    const dir = tmp();
    const source = path.join(dir, 'a');
    fs.writeFileSync(source, Buffer.alloc(5000, 1));
    const archive = path.join(dir, 'a.tar.gz');
    await writeTarGz(archive, [{ name: 'a', source }]);
    const whole = execFileSync('gzip', ['-dc', archive]);
    const cut = path.join(dir, 'cut.tar.gz');
    fs.writeFileSync(cut, gzipSync(whole.subarray(0, 3000)));
    await expect(extractTarGz(cut, path.join(dir, 'cut'))).rejects.toThrow(/cut short/);

    const evil = Buffer.from(whole);
    evil.fill(0, 0, 100);
    evil.write('../escape', 0, 'utf8');
    let sum = 0;
    evil.fill(' ', 148, 156);
    for (const byte of evil.subarray(0, 512)) sum += byte;
    evil.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
    const evilArchive = path.join(dir, 'evil.tar.gz');
    fs.writeFileSync(evilArchive, gzipSync(evil));
    await expect(extractTarGz(evilArchive, path.join(dir, 'evil'))).rejects.toThrow(/outside its folder/);
    expect(fs.existsSync(path.join(dir, 'escape'))).toBe(false);
  });
});

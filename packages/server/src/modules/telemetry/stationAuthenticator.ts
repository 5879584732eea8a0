import { hashStationKey, readStationKey } from './stationKeys';
import { StationRepository } from './stationRepository';

/** Resolves the key a base station sends to that station's id. */
export class StationAuthenticator {
  constructor(private readonly stations: StationRepository) {}

  async authenticate(headers: Record<string, string | string[] | undefined>): Promise<string | null> {
    const key = readStationKey(headers);
    if (!key) return null;
    return (await this.stations.findByKeyHash(hashStationKey(key)))?.id ?? null;
  }
}

import type { StationKey } from '@tilth/domain';
import { notFound } from '../../http/errors';
import { isoNow } from '../../lib/time';
import { newStationKey } from './stationKeys';
import { StationRepository } from './stationRepository';
import { text } from '../../lib/i18n/catalog';
import { telemetryText } from './messages';

export class StationKeyService {
  constructor(private readonly stations: StationRepository) {}

  /** Creates or rotates a station's key; the old key stops working at once. */
  async rotate(stationId: string): Promise<StationKey> {
    const station = await this.stations.findById(stationId);
    if (!station) throw notFound(text(telemetryText, 'baseStationNotFound'));
    const { key, prefix, hash } = newStationKey();
    const now = isoNow();
    await this.stations.setKey(station.id, hash, prefix, now);
    return { baseStationId: station.device_id, key, prefix, createdAt: now };
  }
}

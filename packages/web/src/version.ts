// Deep import: the package index also carries the zod schemas, which the first screen does not need.
import { APP_VERSION } from '@tilth/domain/version';

// Unit tests run the source without Vite's define step.
const buildHash = typeof __BUILD_HASH__ === 'string' ? __BUILD_HASH__ : 'dev';

/** 'v1.1.6 (abc1234)': the product version and the commit the app was built from (spec 000 §9). */
export const versionLabel = `v${APP_VERSION} (${buildHash})`;

import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Route screens load lazily (their chunks are transformed on first import); on a busy 2-core
// machine that can take longer than the default second, which is not what these tests check.
configure({ asyncUtilTimeout: 5000 });

// Each test's render is unmounted after it (Testing Library's usual cleanup, which needs globals to
// register itself): a component left mounted keeps its timers and frames, and an update they
// schedule after the file's environment is gone fails the run ("window is not defined").
afterEach(() => cleanup());

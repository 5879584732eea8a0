import { configure } from '@testing-library/dom';

// Route screens load lazily (their chunks are transformed on first import); on a busy 2-core
// machine that can take longer than the default second, which is not what these tests check.
configure({ asyncUtilTimeout: 5000 });

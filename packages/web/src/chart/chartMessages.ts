import { defineCatalog, translate } from '../i18n/catalog';
import en from './locales/en.json';

/** The chart's words: its axis labels and what a chart panel says when nothing is drawn. */
export const chartMessages = defineCatalog('chart', en, { es: () => import('./locales/es.json') });

/** Spec 001 §8: what a chart panel says when nothing in the range is drawn, in English (the tests' wording). */
export const NO_DATA = en.noData;

/** Spec 001 §8's no-data sentence in the active language. */
export const noDataText = () => translate(chartMessages, 'noData');

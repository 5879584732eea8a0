/** A count and its noun: `plural(1, 'site')` is "1 site", `plural(3, 'site')` "3 sites", `plural(2, 'entry', 'entries')` "2 entries". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** Header values must stay on one line, whatever a user typed into a name: line breaks become one space. */
export const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim();

// A screen's own strings are a section of the catalogue (lsm.<section>.…) that comes with the screen's code: the
// section's module registers it as it loads, before anything of the screen renders, so a first screen does not
// load every other screen's strings (issue 19). tests/unit/messageSections.test.ts checks that the code using a
// section's keys always loads with the section.

export type Messages = { readonly [key: string]: string | Messages };

const sections = new Map<string, Messages>();

/** Adds a screen's strings under lsm.<name>. */
export function addMessageSection(name: string, messages: Messages): void {
  sections.set(name, messages);
}

/** The strings registered under lsm.<name>, if its screen's code has loaded. */
export const messageSection = (name: string): Messages | undefined => sections.get(name);

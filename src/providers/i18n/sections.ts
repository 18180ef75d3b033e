// A screen's own strings are a section of the catalogue (lsm.<section>.…) that comes with the screen's code: the
// section's module registers it as it loads, before anything of the screen renders, so a first screen does not
// load every other screen's strings (issue 19). tests/unit/messageSections.test.ts checks that the code using a
// section's keys always loads with the section.

type Messages = { readonly [key: string]: string | Messages };

const sections: Record<string, Messages> = {};
let version = 0;

/** Adds a screen's strings under lsm.<name>; registering the same section again changes nothing. */
export function addMessageSection(name: string, messages: Messages): void {
  if (sections[name] === messages) return;
  sections[name] = messages;
  version += 1;
}

/** The sections registered so far, and a number that changes whenever one is added. */
export const registeredSections = (): { sections: Readonly<Record<string, Messages>>; version: number } => ({ sections, version });

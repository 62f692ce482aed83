// Choosing a combobox option in a component test as a person does: the text goes in, the matching option is
// clicked. The text is pasted in one input event: typed key by key, a loaded machine can drop keys between
// Ark's state machine and the input ('vien pi'), and the search then finds nothing.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** How long a search may take to show its options under a full test run's load. */
const OPTION_TIMEOUT_MS = 5_000;

export async function chooseOption(user: UserEvent, combobox: HTMLElement, text: string, option: string | RegExp): Promise<void> {
  await user.click(combobox);
  await user.paste(text);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: OPTION_TIMEOUT_MS }));
}

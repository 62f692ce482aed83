// @vitest-environment happy-dom
/// <reference types="vite/client" />
// Renders every story of the kit, the host and the plugins in Vietnamese and in English, and fails on
// a story that throws, renders nothing, or logs an error or a warning.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import preview from './preview';

type RenderableStory = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void };

afterEach(() => cleanup());

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>(['../sdk/**/*.stories.tsx', '../host/**/*.stories.tsx', '../plugins/**/*.stories.tsx'], { eager: true });

const cases = Object.entries(modules).flatMap(([file, module]) =>
  (['vi', 'en'] as const).flatMap((locale) =>
    Object.entries(composeStories(module, { ...preview, initialGlobals: { locale } })).map(([name, Story]) => ({ file, name, Story: Story as unknown as RenderableStory, locale }))),
);

describe('stories', () => {
  it('there are stories to render', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  it.each(cases.map((story) => [`${story.file.replace('../', '')} ${story.name} (${story.locale})`, story] as const))('%s', async (_label, { Story }) => {
    const problems: unknown[][] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args));
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => void problems.push(args));
    try {
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container });
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Text, or a named control (an icon-only button is named by its label).
      const rendered = (document.body.textContent?.trim() ?? '') !== '' || document.body.querySelector('[aria-label]') !== null;
      expect(rendered, 'the story rendered nothing a user could see or a screen reader could name').toBe(true);
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
    expect(problems).toEqual([]);
  });
});

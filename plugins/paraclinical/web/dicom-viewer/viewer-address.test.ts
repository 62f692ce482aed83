// The viewer's address from the paths serving the files, and the tokens read back from it.
import { describe, expect, it } from 'vitest';
import { dicomViewerHref, viewerTokens } from './viewer-address';

const token = (letter: string) => letter.repeat(43);

describe('the DICOM viewer address', () => {
  it('lists the tokens of the files, comma-separated, under the app\'s base', () => {
    expect(dicomViewerHref([`/tep?token=${token('a')}`, `/tep?token=${token('b')}`])).toBe(`/his/xem-dicom/${token('a')},${token('b')}`);
  });

  it('reads back well-formed tokens only, each once', () => {
    expect(viewerTokens(`${token('a')},${token('a')},short,${token('b')}`)).toEqual([token('a'), token('b')]);
    expect(viewerTokens(undefined)).toEqual([]);
  });
});

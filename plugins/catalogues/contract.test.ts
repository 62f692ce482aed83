import { describe, expect, it } from 'vitest';
import { dichVuFace, lieuTrinhFace } from './contract';
import { dichVu, lieuTrinh } from './rules';

describe('the faces the contract gives other plugins', () => {
  it.each([
    ['services', dichVuFace, dichVu],
    ['treatment courses', lieuTrinhFace, lieuTrinh],
  ] as const)('of %s name the catalogue, its code and name fields and their labels as the full descriptor does', (_name, face, full) => {
    expect(face.name).toBe(full.name);
    expect(face.title).toEqual(full.title);
    expect([face.codeField, face.nameField]).toEqual([full.codeField, full.nameField]);
    for (const key of [face.codeField, face.nameField]) {
      const [faceField, fullField] = [face, full].map((descriptor) => (descriptor.fields as Record<string, { label: unknown; maxLength?: number }>)[key]!);
      expect(faceField!.label).toEqual(fullField!.label);
      // A file's code longer than the catalogue allows is then one row's error, not a refused lookup.
      expect(faceField!.maxLength).toBe(fullField!.maxLength);
    }
  });
});

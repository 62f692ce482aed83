// The URL name of a catalogue: 'DM_DanToc' → 'dan-toc', as the screens' paths are written.
export function catalogueSlug(name: string): string {
  return name
    .replace(/^DM_/, '')
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

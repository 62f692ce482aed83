// Links the web font's stylesheet (named in index.html by the build) once the shell mounts; the login
// page uses the system font so that it stays small.
export function linkWebFont(): void {
  const href = document.querySelector<HTMLMetaElement>('meta[name="his-fonts"]')?.content;
  if (!href || document.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

// A record as it was stored in the audit log, pretty-printed, or a note that there is none.
import { css } from '@his/sdk/styled/css';

export interface JsonBlockProps {
  title: string;
  value: unknown;
  /** Shown when there is no record (a sign-in has no before, a deletion no after). */
  empty: string;
}

const json = css({ m: 0, p: '3', rounded: 'l2', bg: 'bg.muted', fontFamily: 'mono', textStyle: 'xs', whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxH: '24rem', overflow: 'auto' });

export function JsonBlock({ title, value, empty }: JsonBlockProps) {
  return (
    <section aria-label={title}>
      <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{title}</h3>
      {value === null || value === undefined ? <p className={css({ color: 'fg.muted' })}>{empty}</p> : <pre className={json}>{JSON.stringify(value, null, 2)}</pre>}
    </section>
  );
}


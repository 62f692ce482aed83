// The DICOM viewer /xem-dicom/:files? (public, like the result page: the files' tokens are the key): the files of an
// imaging result read with dicom-parser, each frame decoded when shown (uncompressed, RLE, JPEG, JPEG-LS, JPEG 2000)
// and drawn on a canvas; window and level by drag, presets and typed numbers, zoom by buttons and Ctrl + wheel, pan,
// the series scrolled by wheel, keys and a slider, and an overlay that shows the series, the image and the window but
// nothing of the patient. A file or a frame it cannot show is named with the reason.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { filePath } from '@his/sdk';
import { css } from '@his/sdk/styled/css';
import { Button, NumberInput, RadioGroup, Spinner } from '@his/sdk/ui';
import { useParams } from '@his/sdk/web';
import { browserBackends } from './codecs/browser-backends';
import { DicomReadError, readDicomImage, type DicomImage, type Frame } from './dicom-image';
import { sortSeries, type SliceKey } from './series';
import { viewerTokens } from './viewer-address';
import { colourPixels, draggedWindow, greyPixels, windowOfRange, WINDOW_PRESETS, type Window } from './window-level';

interface Slice extends SliceKey {
  image: DicomImage;
}

interface Problem {
  file: number;
  key: string;
  params: Record<string, string | number>;
}

/** Why the shown slice's frame cannot be drawn. */
interface FrameProblem {
  slice: Slice;
  key: string;
  params: Record<string, string | number>;
}

type Loaded = { status: 'loading' } | { status: 'done'; slices: Slice[]; problems: Problem[]; first: Frame | null };
type Tool = 'window' | 'pan';

const ZOOM_STEP = 1.25;
/** How long the shown slice stays before its neighbours are decoded ahead of the scroll. */
const PREFETCH_DELAY_MS = 60;
const MIN_ZOOM = 0.1;
const MAX_ZOOM = 20;

const page = css({ minH: '100dvh', display: 'grid', gridTemplateRows: 'auto auto 1fr', bg: 'bg.canvas', color: 'fg.default' });
// The toolbar's buttons only change the view and are pressed in quick succession (zoom in, in again): no click lock.
const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end', p: '3', borderBottomWidth: '1px', borderColor: 'border.default', bg: 'bg.default' });
const group = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end' });
const viewport = css({ position: 'relative', minH: '20rem', bg: 'black', overflow: 'hidden', touchAction: 'none' });
const canvasStyle = css({ position: 'absolute', inset: '0', width: '100%', height: '100%', display: 'block', cursor: 'crosshair', _focusVisible: { outline: '2px solid', outlineColor: 'accent.solid', outlineOffset: '-2px' } });
const frameAlert = css({ position: 'absolute', top: '50%', left: '0', right: '0', transform: 'translateY(-50%)', m: '0', px: '6', textAlign: 'center', color: 'white', textStyle: 'sm' });
const overlay = css({ position: 'absolute', color: 'white', textStyle: 'sm', fontVariantNumeric: 'tabular-nums', textShadow: '0 0 3px black', pointerEvents: 'none', m: '0', display: 'grid', gap: '0.5' });

/** What a file fetched by its token gives: its slices (one per frame), or why it cannot be shown. */
async function loadFile(token: string, file: number): Promise<Slice[] | Problem> {
  try {
    // The file itself, not API data: the same origin's /tep serves it to whoever holds the token.
    const response = await fetch(filePath(token));
    if (!response.ok) return { file, key: 'paraclinical.web.dicom.notFound', params: {} };
    const image = readDicomImage(new Uint8Array(await response.arrayBuffer()), browserBackends);
    return Array.from({ length: image.frames }, (_, frame) => ({
      file, frame, image, seriesNumber: image.seriesNumber, instanceNumber: image.instanceNumber, position: image.position, orientation: image.orientation,
    }));
  } catch (error) {
    if (error instanceof DicomReadError) return { file, key: error.key, params: error.params };
    return { file, key: 'paraclinical.web.dicom.notFound', params: {} };
  }
}

function useSeries(tokens: readonly string[]): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const key = tokens.join(',');
  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    void Promise.all(tokens.map((token, index) => loadFile(token, index + 1))).then(async (outcomes) => {
      const slices = sortSeries(outcomes.flatMap((outcome) => (Array.isArray(outcome) ? outcome : [])));
      const problems = outcomes.filter((outcome): outcome is Problem => !Array.isArray(outcome));
      // The first frame decoded before showing, so the viewer opens on it with its window; its failure shows there.
      const first = slices[0] ? await slices[0].image.frame(slices[0].frame).catch(() => null) : null;
      if (live) setLoaded({ status: 'done', slices, problems, first });
    });
    return () => {
      live = false;
    };
    // The tokens are read from the address: the same address is the same list.
  }, [key]);
  return loaded;
}

/** The window a slice opens with: the file's own, else its frame's whole range. */
export function initialWindow(image: DicomImage, frame: Frame | null): Window {
  return image.window ?? (frame ? windowOfRange(frame.min, frame.max) : { center: 0, width: 1 });
}

function problemOf(slice: Slice, error: unknown): FrameProblem {
  return error instanceof DicomReadError ? { slice, key: error.key, params: error.params } : { slice, key: 'paraclinical.web.dicom.decodeFailed', params: { name: slice.image.transferSyntax.name, frame: slice.frame + 1 } };
}

export function DicomViewerPage() {
  const params = useParams({ strict: false }) as { files?: string };
  const tokens = useMemo(() => viewerTokens(params.files), [params.files]);
  const { t } = useTranslation('paraclinical');
  const loaded = useSeries(tokens);

  if (tokens.length === 0) {
    return (
      <main className={css({ p: '6' })}>
        <h1 className={css({ textStyle: 'heading.page', m: '0 0 2' })}>{t('paraclinical.web.dicom.title')}</h1>
        <p role="status">{t('paraclinical.web.dicom.noFiles')}</p>
      </main>
    );
  }
  if (loaded.status === 'loading') {
    return (
      <main className={css({ display: 'flex', justifyContent: 'center', py: '12' })}>
        <Spinner label={t('paraclinical.web.dicom.loading')} showLabel />
      </main>
    );
  }
  return <DicomViewer slices={loaded.slices} problems={loaded.problems} first={loaded.first} />;
}

export function DicomViewer({ slices, problems, first }: { slices: readonly Slice[]; problems: readonly Problem[]; first: Frame | null }) {
  const { t } = useTranslation('paraclinical');
  const [index, setIndex] = useState(0);
  const [voi, setVoi] = useState<Window>(() => (slices[0] ? initialWindow(slices[0].image, first) : { center: 0, width: 1 }));
  // Whether the window was set (by the file, a decoded frame or the user): if the first frame could not be decoded,
  // the first one that is sets it.
  const windowChosen = useRef(Boolean(slices[0]?.image.window || first));
  const chooseWindow = (next: SetStateAction<Window>) => {
    windowChosen.current = true;
    setVoi(next);
  };
  // The frame on the canvas: the shown slice's once decoded, the previous one's meanwhile (no flash of black).
  const [shown, setShown] = useState<{ slice: Slice; frame: Frame } | null>(() => (slices[0] && first ? { slice: slices[0], frame: first } : null));
  const [frameProblem, setFrameProblem] = useState<FrameProblem | null>(null);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [tool, setTool] = useState<Tool>('window');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number; voi: Window; pan: { x: number; y: number }; mode: Tool } | null>(null);
  const slice = slices[Math.min(index, slices.length - 1)];
  const image = slice?.image;
  const colour = image?.photometric === 'RGB';
  const problem = frameProblem && frameProblem.slice === slice ? frameProblem : null;
  const current = shown && shown.slice === slice ? shown.frame : null;
  const range = shown ? shown.frame.max - shown.frame.min : 1;

  // The slice's frame decoded (at once when kept or uncompressed), then its neighbours ahead of the scroll.
  useEffect(() => {
    if (!slice) return;
    let live = true;
    slice.image.frame(slice.frame).then(
      (frame) => {
        if (!live) return;
        setShown({ slice, frame });
        setFrameProblem(null);
        if (!windowChosen.current) chooseWindow(initialWindow(slice.image, frame));
      },
      (error: unknown) => {
        if (live) setFrameProblem(problemOf(slice, error));
      },
    );
    const position = slices.indexOf(slice);
    const ahead = setTimeout(() => {
      for (const next of [slices[position + 1], slices[position - 1]]) next?.image.frame(next.frame).catch(() => undefined);
    }, PREFETCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(ahead);
    };
  }, [slice, slices]);

  const go = (next: number) => setIndex(Math.min(Math.max(0, next), slices.length - 1));
  const zoomBy = (factor: number) => setZoom((current) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, current * factor)));
  const fit = () => {
    setZoom(1);
    setPan({ x: 0, y: 0 });
  };

  // The frame at its own size, redrawn when the frame or the window changes; the view scales it.
  const frame = useMemo(() => {
    if (!shown || problem || typeof document === 'undefined') return null;
    const { slice: { image: drawn }, frame: { values } } = shown;
    const pixels = drawn.photometric === 'RGB'
      ? colourPixels(drawn.rows, drawn.columns, values, false)
      : greyPixels({ rows: drawn.rows, columns: drawn.columns, values, slope: drawn.slope, intercept: drawn.intercept, inverted: drawn.photometric === 'MONOCHROME1' }, voi);
    const offscreen = document.createElement('canvas');
    offscreen.width = drawn.columns;
    offscreen.height = drawn.rows;
    const context = offscreen.getContext('2d');
    if (!context || typeof ImageData === 'undefined') return null;
    context.putImageData(new ImageData(pixels, drawn.columns, drawn.rows), 0, 0);
    return offscreen;
  }, [shown, problem, voi]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const draw = () => {
      const ratio = globalThis.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(element.clientWidth * ratio));
      const height = Math.max(1, Math.round(element.clientHeight * ratio));
      if (element.width !== width || element.height !== height) {
        element.width = width;
        element.height = height;
      }
      const context = element.getContext('2d');
      if (!context) return;
      context.fillStyle = 'black';
      context.fillRect(0, 0, width, height);
      if (!frame) return;
      const scale = Math.min(width / frame.width, height / frame.height) * zoom;
      const shownWidth = frame.width * scale;
      const shownHeight = frame.height * scale;
      context.imageSmoothingEnabled = scale < 4;
      context.drawImage(frame, (width - shownWidth) / 2 + pan.x * ratio, (height - shownHeight) / 2 + pan.y * ratio, shownWidth, shownHeight);
    };
    draw();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(draw);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, zoom, pan]);

  // Wheel: the next or previous image; with Ctrl (or a trackpad's pinch), zoom. Not passive, so the page keeps still.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) zoomBy(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP);
      else if (event.deltaY !== 0) setIndex((current) => Math.min(Math.max(0, current + Math.sign(event.deltaY)), slices.length - 1));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [slices.length]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    // The middle button or Shift pans whatever the tool; the window of a colour image does not change.
    const mode: Tool = event.button === 1 || event.shiftKey || tool === 'pan' || colour ? 'pan' : 'window';
    drag.current = { x: event.clientX, y: event.clientY, voi, pan, mode };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (start.mode === 'pan') setPan({ x: start.pan.x + dx, y: start.pan.y + dy });
    else chooseWindow(draggedWindow(start.voi, dx, dy, range));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const actions: Record<string, () => void> = {
      ArrowDown: () => go(index + 1),
      ArrowRight: () => go(index + 1),
      PageDown: () => go(index + 1),
      ArrowUp: () => go(index - 1),
      ArrowLeft: () => go(index - 1),
      PageUp: () => go(index - 1),
      Home: () => go(0),
      End: () => go(slices.length - 1),
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      '0': fit,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const typed = (field: keyof Window) => (value: number | null) => {
    if (value === null || !Number.isFinite(value)) return;
    chooseWindow((current) => ({ ...current, [field]: field === 'width' ? Math.max(1, value) : value }));
  };

  const count = slices.length;
  const roundedWindow = { center: Math.round(voi.center), width: Math.round(voi.width) };
  return (
    <main className={page}>
      <h1 className={css({ srOnly: true })}>{t('paraclinical.web.dicom.title')}</h1>
      <div className={toolbar}>
        <RadioGroup
          label={t('paraclinical.web.dicom.tool')}
          orientation="horizontal"
          value={tool}
          onValueChange={(value) => setTool(value === 'pan' ? 'pan' : 'window')}
          options={[
            { value: 'window', label: t('paraclinical.web.dicom.tool.window') },
            { value: 'pan', label: t('paraclinical.web.dicom.tool.pan') },
          ]}
        />
        <div className={group}>
          <NumberInput label={t('paraclinical.web.dicom.width')} value={roundedWindow.width} onValueChange={typed('width')} min={1} grouping={false} disabled={colour || !image} size="sm" className={css({ w: '8rem' })} />
          <NumberInput label={t('paraclinical.web.dicom.center')} value={roundedWindow.center} onValueChange={typed('center')} grouping={false} disabled={colour || !image} size="sm" className={css({ w: '8rem' })} />
        </div>
        <div role="group" aria-label={t('paraclinical.web.dicom.presets')} className={group}>
          <Button size="sm" variant="outline" lock={false} disabled={colour || !image} onClick={() => image && chooseWindow(initialWindow(image, current))}>
            {t('paraclinical.web.dicom.preset.file')}
          </Button>
          <Button size="sm" variant="outline" lock={false} disabled={colour || !current} onClick={() => {
            if (current) chooseWindow(windowOfRange(current.min, current.max));
          }}>
            {t('paraclinical.web.dicom.preset.full')}
          </Button>
          {WINDOW_PRESETS.map((preset) => (
            <Button key={preset.key} size="sm" variant="outline" lock={false} disabled={colour || !image} onClick={() => chooseWindow({ center: preset.center, width: preset.width })}>
              {t(`paraclinical.web.dicom.preset.${preset.key}`)}
            </Button>
          ))}
        </div>
        <div role="group" aria-label={t('paraclinical.web.dicom.zoom')} className={group}>
          <Button size="sm" variant="outline" lock={false} onClick={() => zoomBy(ZOOM_STEP)} disabled={!image}>
            {t('paraclinical.web.dicom.zoomIn')}
          </Button>
          <Button size="sm" variant="outline" lock={false} onClick={() => zoomBy(1 / ZOOM_STEP)} disabled={!image}>
            {t('paraclinical.web.dicom.zoomOut')}
          </Button>
          <Button size="sm" variant="outline" lock={false} onClick={fit} disabled={!image}>
            {t('paraclinical.web.dicom.fit')}
          </Button>
        </div>
        <div role="group" aria-label={t('paraclinical.web.dicom.series')} className={group}>
          <Button size="sm" variant="outline" lock={false} onClick={() => go(index - 1)} disabled={index <= 0}>
            {t('paraclinical.web.dicom.previous')}
          </Button>
          <label className={css({ display: 'grid', gap: '1', textStyle: 'label' })}>
            {t('paraclinical.web.dicom.slice')}
            <input type="range" min={1} max={Math.max(1, count)} step={1} value={Math.min(index, Math.max(0, count - 1)) + 1} disabled={count <= 1} onChange={(event) => go(Number(event.target.value) - 1)} aria-valuetext={t('paraclinical.web.dicom.overlay.image', { index: index + 1, count })} />
          </label>
          <Button size="sm" variant="outline" lock={false} onClick={() => go(index + 1)} disabled={index >= count - 1}>
            {t('paraclinical.web.dicom.next')}
          </Button>
        </div>
      </div>
      {problems.length > 0 && (
        <ul role="alert" className={css({ m: '0', px: '6', py: '2', color: 'danger.text', bg: 'danger.subtle', textStyle: 'sm' })}>
          {problems.map((problem) => (
            <li key={problem.file}>{t('paraclinical.web.dicom.fileProblem', { n: problem.file, message: t(problem.key, problem.params) })}</li>
          ))}
        </ul>
      )}
      <div className={viewport} aria-busy={Boolean(image) && !current && !problem}>
        {image ? (
          <>
            <canvas
              ref={canvas}
              className={canvasStyle}
              tabIndex={0}
              role="img"
              aria-label={t('paraclinical.web.dicom.viewport', { index: index + 1, count })}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onKeyDown={onKeyDown}
              onContextMenu={(event) => event.preventDefault()}
            />
            <p className={overlay} style={{ top: '0.5rem', left: '0.75rem' }} data-overlay="series">
              <span>
                {[slice.seriesNumber !== null ? t('paraclinical.web.dicom.overlay.series', { number: slice.seriesNumber }) : null, image.modality || null, image.seriesDescription || null].filter(Boolean).join(' · ')}
              </span>
              <span data-overlay="image">
                {t('paraclinical.web.dicom.overlay.image', { index: index + 1, count })}
                {slice.instanceNumber !== null ? ` · ${t('paraclinical.web.dicom.overlay.instance', { number: slice.instanceNumber })}` : ''}
              </span>
            </p>
            <p className={overlay} style={{ bottom: '0.5rem', left: '0.75rem' }} aria-live="polite">
              <span data-overlay="window">{colour ? t('paraclinical.web.dicom.overlay.colour') : t('paraclinical.web.dicom.overlay.window', roundedWindow)}</span>
              <span data-overlay="zoom">{t('paraclinical.web.dicom.overlay.zoom', { zoom: Math.round(zoom * 100) })}</span>
            </p>
            {problem && (
              <p role="alert" className={frameAlert}>
                {t('paraclinical.web.dicom.frameProblem', { index: index + 1, message: t(problem.key, problem.params) })}
              </p>
            )}
          </>
        ) : (
          <p role="status" className={css({ color: 'white', p: '6', m: '0' })}>
            {t('paraclinical.web.dicom.nothingShown')}
          </p>
        )}
      </div>
    </main>
  );
}

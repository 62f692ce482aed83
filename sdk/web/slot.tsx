// Renders a slot's fills: those the profile may see, in order, each loaded on first show and kept apart, so that
// a fill that fails to load or render leaves the rest of the screen working.
import { Component, createContext, lazy, Suspense, useContext, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { ComposedFill } from './compose';
import type { SlotFill, SlotRef } from './slots';
import { SessionContext } from './session';

/** Slot id → its fills, provided by the host from the composed variant. */
export const SlotFillsContext = createContext<ReadonlyMap<string, readonly ComposedFill[]>>(new Map());

const loaded = new WeakMap<SlotFill, LazyExoticComponent<ComponentType<any>>>();

function lazyFill(fill: SlotFill): LazyExoticComponent<ComponentType<any>> {
  let component = loaded.get(fill);
  if (!component) {
    component = lazy(fill.component);
    loaded.set(fill, component);
  }
  return component;
}

class FillBoundary extends Component<{ fill: ComposedFill; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`slot fill "${this.props.fill.id}" of plugin "${this.props.fill.pluginId}" failed`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The fills the current profile may see, in their order; outside a session only those that need no permission. */
export function useSlotFills(slot: SlotRef<any>): readonly ComposedFill[] {
  const fills = useContext(SlotFillsContext).get(slot.id) ?? [];
  const permissions = useContext(SessionContext)?.permissions ?? [];
  return fills.filter((fill) => !fill.permission || permissions.includes(fill.permission) || permissions.includes('*'));
}

export function Slot<Props>({ slot, props }: { slot: SlotRef<Props>; props: Props }) {
  const fills = useSlotFills(slot);
  return (
    <>
      {fills.map((fill) => {
        const Fill = lazyFill(fill);
        return (
          <FillBoundary key={`${fill.pluginId}/${fill.id}`} fill={fill}>
            <Suspense fallback={null}>
              <Fill {...(props as object)} />
            </Suspense>
          </FillBoundary>
        );
      })}
    </>
  );
}

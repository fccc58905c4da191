import Tooltip from '@mui/material/Tooltip';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
  type TouchEvent,
} from 'react';

const ATTRIBUTE = 'data-grid-tooltip';

/**
 * Props that give a table's control its tooltip ('Edit', 'Download CV'), shown by the one tooltip
 * of the table around it (useGridTooltip): `<IconButton {...gridTooltip('Edit')} …>`. A disabled
 * button gets no pointer events: put them on a span around it.
 */
export const gridTooltip = (title: string) => ({ [ATTRIBUTE]: title });

// MUI Tooltip's own delays, so that these tooltips behave like every other one of the app.
const ENTER_DELAY_MS = 100;
const ENTER_TOUCH_DELAY_MS = 700;
const LEAVE_TOUCH_DELAY_MS = 1500;

const triggerOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(`[${ATTRIBUTE}]`) : null;

type Show = (trigger: HTMLElement | null) => void;

/** The one tooltip, anchored to the control it is shown for; its state is its own (see below). */
function GridTooltip({ showRef }: { showRef: RefObject<Show> }) {
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  useEffect(() => {
    showRef.current = setTrigger;
  }, [showRef]);
  useEffect(() => {
    if (!trigger) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTrigger(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [trigger]);
  const title = trigger?.getAttribute(ATTRIBUTE) ?? '';
  return (
    <Tooltip
      open={title !== ''}
      title={title}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl: trigger } }}
    >
      <span hidden />
    </Tooltip>
  );
}

/**
 * One tooltip for all the controls of a table that carry `gridTooltip(title)`: the handlers go on
 * an element around the table and find the control under the pointer or the keyboard focus. An MUI
 * Tooltip per row button (three per row of /jobs) costs its own render, a second render once its
 * button is mounted, and the button's render again, all inside the grid's first rendering of its
 * rows, which React cannot split (issue 23). It opens as theirs did: after 100 ms of hover, on
 * keyboard focus, after a 700 ms touch (closing 1.5 s after it), and Escape closes it. Its state
 * lives in GridTooltip, so showing it does not render the table again.
 */
export function useGridTooltip() {
  const showRef = useRef<Show>(() => undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const handlers = useMemo(() => {
    const later = (ms: number, trigger: HTMLElement | null) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => showRef.current(trigger), ms);
    };
    const hide = () => {
      clearTimeout(timer.current);
      showRef.current(null);
    };
    return {
      onPointerOver: (event: PointerEvent) => {
        const trigger = triggerOf(event.target);
        // A touch shows it only when held (onTouchStart).
        if (trigger && event.pointerType !== 'touch') later(ENTER_DELAY_MS, trigger);
      },
      onPointerOut: (event: PointerEvent) => {
        const trigger = triggerOf(event.target);
        if (trigger && !(event.relatedTarget instanceof Node && trigger.contains(event.relatedTarget)))
          hide();
      },
      onFocus: (event: FocusEvent) => {
        const trigger = triggerOf(event.target);
        if (trigger && event.target.matches(':focus-visible')) later(ENTER_DELAY_MS, trigger);
      },
      onBlur: (event: FocusEvent) => {
        if (triggerOf(event.target)) hide();
      },
      onTouchStart: (event: TouchEvent) => {
        const trigger = triggerOf(event.target);
        if (trigger) later(ENTER_TOUCH_DELAY_MS, trigger);
      },
      onTouchEnd: (event: TouchEvent) => {
        if (triggerOf(event.target)) later(LEAVE_TOUCH_DELAY_MS, null);
      },
    };
  }, []);
  return { handlers, tooltip: <GridTooltip showRef={showRef} /> };
}

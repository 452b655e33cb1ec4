import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';

// `asChild` for the kit's own components (Button): the child element is rendered with the
// component's props merged into its own, as Radix's Slot does, without Radix's slot, primitive and
// compose-refs packages on a page that renders no Radix component (the sign-in page). Radix's
// components keep their own Slot.

type Props = Record<string, unknown>;

type SlotProps = HTMLAttributes<HTMLElement> & {
  children?: ReactNode;
  ref?: Ref<HTMLElement> | undefined;
};

/**
 * Marks, among a Slot's children, the element the Slot renders; the Slot's other children go
 * around that element's own children (a button's spinner before a link's text).
 */
function Slottable({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void | (() => void) {
  if (typeof ref === 'function') return ref(value);
  if (ref) (ref as { current: T | null }).current = value;
}

/** One ref callback that sets every ref (and runs their cleanups, React 19). */
function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    return () =>
      cleanups.forEach((cleanup, index) =>
        typeof cleanup === 'function' ? cleanup() : setRef(refs[index], null),
      );
  };
}

const isHandler = (name: string) => /^on[A-Z]/.test(name);

/**
 * The child's props over the slot's, as Radix merges them: both handlers run (the child's first),
 * styles merge, class names join, both refs are set.
 */
function mergeProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const name of Object.keys(child)) {
    const ours = slot[name];
    const theirs = child[name];
    if (isHandler(name)) {
      if (typeof ours === 'function' && typeof theirs === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result: unknown = theirs(...args);
          ours(...args);
          return result;
        };
      } else if (ours) merged[name] = ours;
    } else if (name === 'style') {
      merged[name] = { ...(ours as object | undefined), ...(theirs as object | undefined) };
    } else if (name === 'className') {
      merged[name] = [ours, theirs].filter(Boolean).join(' ');
    }
  }
  return merged;
}

/**
 * Renders its one child element (or the element inside its `Slottable` child) with its own props
 * merged into the element's.
 */
function Slot({ children, ref, ...props }: SlotProps) {
  const nodes = Children.toArray(children);
  const slottable = nodes.find(
    (node): node is ReactElement<{ children?: ReactNode }> => isValidElement(node) && node.type === Slottable,
  );
  const target: unknown = slottable ? slottable.props.children : children;
  if (!isValidElement<Props>(target)) return null;
  const own = target.props;
  const merged = mergeProps(props, own);
  if (target.type !== Fragment) {
    const childRef = own.ref as Ref<HTMLElement> | undefined;
    merged.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  }
  if (!slottable) return cloneElement(target, merged);
  const inner = nodes.map((node) => (node === slottable ? (own.children as ReactNode) : node));
  return cloneElement(target, merged, inner);
}

export { Slot, Slottable, composeRefs };
export type { SlotProps };

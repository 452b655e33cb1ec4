/** True for the keys that open a context menu from the keyboard (Shift+F10, ContextMenu). */
export function isContextMenuKey(event: { key: string; shiftKey: boolean }) {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

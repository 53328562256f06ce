/**
 * What a visitor did in an island before it came alive, given to React once it is. Hydration
 * keeps the text typed into a field on the page (React does not write over the DOM's value
 * while hydrating) but believes the field holds what the server rendered: the next render would
 * put that back and the typing would be lost. So every field whose text differs from the
 * server's is changed again, as typing would change it, and the field that has the focus is
 * focused again for React (focus styles, the form's `active` field, the rules it loads on focus).
 */
type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The DOM's own value setter: it changes the text without telling React's value tracker. */
const nativeValueSetter = (field: TextField) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;

function caretOf(field: TextField): [number, number] | null {
  try {
    return field.selectionStart === null
      ? null
      : [field.selectionStart, field.selectionEnd ?? field.selectionStart];
  } catch {
    return null; // a field type without a caret
  }
}

export function takeOverTyped(island: HTMLElement): void {
  for (const field of island.querySelectorAll<TextField>('input, textarea')) {
    if (field.type === 'hidden' || field.readOnly || field.value === field.defaultValue) continue;
    const typed = field.value;
    const caret = document.activeElement === field ? caretOf(field) : null;
    // Through React's tracker: it now knows the field held the server's text...
    field.value = field.defaultValue;
    // ...and sees the typed text arrive as an input event, as if it had just been typed.
    nativeValueSetter(field)?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (caret) field.setSelectionRange(...caret);
  }
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && island.contains(focused))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

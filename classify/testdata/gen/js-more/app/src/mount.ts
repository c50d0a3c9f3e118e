export function mount(sel: string, opts: object) {
  debugger;
  return { sel, opts };
}

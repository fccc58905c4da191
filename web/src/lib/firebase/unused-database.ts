// What the build and the dev server give reactfire for `firebase/database` (web/vite.config.ts).
// reactfire imports seven Realtime Database functions at its top level, into a table that its
// database hooks use; this app has no Realtime Database and never calls those hooks, but the import
// alone put the whole SDK (about 30 KiB gzipped) in every signed-in page. Calling one of these is a
// bug.
const unused = (name: string) => () => {
  throw new Error(`firebase/database ${name}: this app does not use the Realtime Database`);
};

export const get = unused('get');
export const off = unused('off');
export const onChildAdded = unused('onChildAdded');
export const onChildChanged = unused('onChildChanged');
export const onChildMoved = unused('onChildMoved');
export const onChildRemoved = unused('onChildRemoved');
export const onValue = unused('onValue');

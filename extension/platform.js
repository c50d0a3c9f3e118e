/*
 * What differs between Chromium and Firefox for the extension's own scripts
 * (service worker or background scripts, popup, bridge), kept in one place.
 * Chromium runs background.js as a service worker, which loads this file with
 * importScripts; Firefox runs the manifest's background.scripts in order, in a
 * page where importScripts does not exist.
 */
'use strict';

// errbundleAPI is the WebExtension namespace: Firefox's `browser`, else
// Chromium's `chrome`. Both return promises where no callback is given (MV3).
// An element with id="browser" is also a global in a content script's world:
// only an object with a runtime id is the API.
var errbundleAPI = typeof browser === 'object' && browser && browser.runtime && browser.runtime.id ? browser : chrome;

// errbundleSend sends msg to the background and resolves to its answer, or
// to undefined when none comes: the service worker may be restarting, or the
// extension reloaded under an orphaned content script. It never rejects.
function errbundleSend(msg) {
  try {
    return Promise.resolve(errbundleAPI.runtime.sendMessage(msg)).catch(function () {
      return undefined;
    });
  } catch (e) {
    return Promise.resolve(undefined);
  }
}

// errbundlePath is a file of the extension as registerContentScripts wants
// it, relative to the extension's root. Firefox's runtime.getManifest() gives
// the manifest's content script files as full moz-extension:// URLs, which
// its registerContentScripts refuses; Chromium gives them as written.
function errbundlePath(file) {
  var root = errbundleAPI.runtime.getURL('');
  return file.indexOf(root) === 0 ? file.slice(root.length) : file;
}

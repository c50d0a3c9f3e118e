// Shapes of what breaks in real pages, one function each, run by the test
// with run('name'). Each error carries a message the test looks for.
'use strict';

const kept = [];

const shapes = {
  'worker': () => {
    const w = new Worker('/sweep-worker.js');
    w.postMessage('throw');
  },
  'worker-reject': () => {
    const w = new Worker('/sweep-worker.js');
    w.postMessage('reject');
  },
  'worker-module-404': () => {
    new Worker('/sweep-mworker.js', {type: 'module'}); // MARK:mworker
  },
  'worker-missing': () => {
    new Worker('/sweep-no-such-worker.js'); // MARK:worker-missing
  },
  'shared-worker': () => {
    const s = new SharedWorker('/sweep-shared.js');
    s.port.start();
    s.port.postMessage('throw');
  },
  'shared-worker-missing': () => {
    const s = new SharedWorker('/sweep-no-such-shared.js'); // MARK:shared-missing
    s.port.start();
    kept.push(s); // as an app keeps its worker: one nobody holds may be collected first
  },
  'sw-register': () => {
    navigator.serviceWorker.register('/sweep-no-such-sw.js');
  },
  'iframe': () => {
    const f = document.createElement('iframe');
    f.src = '/sweep-frame.html' + location.search;
    document.body.appendChild(f);
  },
  'img-404': () => {
    const i = document.createElement('img');
    i.src = '/sweep-missing.png';
    document.body.appendChild(i);
  },
  'import-404': () => {
    import('/sweep-missing-module.js');
  },
  'module-import-404': () => {
    const s = document.createElement('script');
    s.type = 'module';
    s.src = '/sweep-badimport.js';
    document.head.appendChild(s);
  },
  'reject-string': () => {
    Promise.reject('plain string reason');
  },
  'reject-object': () => {
    Promise.reject({code: 42, why: 'object reason'});
  },
  'reject-undefined': () => {
    Promise.reject(undefined);
  },
  'aggregate': () => {
    Promise.any([Promise.reject(new Error('any first failed')), Promise.reject(new TypeError('any second failed'))]); // MARK:any
  },
  'cause': () => {
    setTimeout(() => {
      throw new Error('outer failure', {cause: new TypeError('inner cause of it')}); // MARK:cause
    });
  },
  'abort': () => {
    const c = new AbortController();
    fetch('/api/ok', {signal: c.signal});
    c.abort();
  },
  'quota': () => {
    setTimeout(() => {
      throw new DOMException('quota gone', 'QuotaExceededError');
    });
  },
  'microtask': () => {
    queueMicrotask(() => {
      throw new Error('microtask boom');
    });
  },
  'raf': () => {
    requestAnimationFrame(() => {
      throw new Error('raf boom');
    });
  },
  'mutation': () => {
    const el = document.createElement('div');
    document.body.appendChild(el);
    new MutationObserver(() => {
      throw new Error('mutation boom');
    }).observe(el, {attributes: true});
    el.setAttribute('data-x', '1');
  },
  'custom-element': () => {
    customElements.define('sweep-bad', class extends HTMLElement {
      connectedCallback() {
        throw new Error('connectedCallback boom');
      }
    });
    document.body.appendChild(document.createElement('sweep-bad'));
  },
  'shadow': () => {
    const root = document.getElementById('host').attachShadow({mode: 'open'});
    const b = document.createElement('button');
    root.appendChild(b);
    b.addEventListener('click', () => {
      throw new Error('shadow listener boom');
    });
    b.click();
  },
  'report-error': () => {
    reportError(new Error('reported on purpose'));
  },
  'assert': () => {
    console.assert(false, 'assertion about cart', {n: 1}); // MARK:assert
    console.assert(true, 'an assertion that holds');
  },
  'console-error-obj': () => {
    console.error(new Error('console error object'));
  },
  'console-error-text': () => {
    console.error('text then error', new Error('error after text'));
  },
  'trace': () => {
    console.trace('trace of something'); // MARK:trace
  },
  'long': () => {
    setTimeout(() => {
      throw new Error('long message ' + 'x'.repeat(200000));
    });
  },
  'secret': () => {
    setTimeout(() => {
      throw new Error('login failed for Authorization: Bearer sk_live_4eC39HqLyjWDarjtT1zdp7dc password=hunter22');
    });
  },
  'flood': () => {
    setTimeout(() => {
      reportError(new Error('first distinct before flood'));
      for (let i = 0; i < 10000; i++) reportError(new Error('flood ' + (i % 3)));
      reportError(new Error('last distinct after flood'));
    });
  },
  'xorigin': () => loadThenThrow(''),
  'xorigin-cors': () => loadThenThrow('anonymous'),
  'unload-long': () => {
    setTimeout(() => {
      reportError(new Error('long, just before leaving ' + 'y'.repeat(200000))); // MARK:unload-long
      reportError(new Error('short, just before leaving'));
      location.href = '/errors.html' + location.search;
    });
  },
  'unload': () => {
    setTimeout(() => {
      reportError(new Error('thrown just before leaving'));
      location.href = '/errors.html' + location.search;
    });
  },
};

// loadThenThrow loads sweep-xorigin.js from the other loopback name (a
// cross-origin script), with crossorigin set to mode unless empty, and
// makes it throw.
function loadThenThrow(mode) {
  const s = document.createElement('script');
  const other = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  s.src = `http://${other}:${location.port}/sweep-xorigin.js?cors=${mode ? 1 : 0}`;
  if (mode) s.crossOrigin = mode;
  s.onload = () => window.xoriginThrow();
  document.head.appendChild(s);
}

window.run = (name) => {
  shapes[name]();
  return true;
};
window.shapeNames = Object.keys(shapes);

console.error('the service worker says no');

import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { CartComponent } from './app/cart.component';

// Angular's own ErrorHandler, as a new app has it: it logs every error a
// listener or a template throws with console.error('ERROR', error).
bootstrapApplication(CartComponent, {
  providers: [provideZonelessChangeDetection()],
}).catch((err) => console.error(err));

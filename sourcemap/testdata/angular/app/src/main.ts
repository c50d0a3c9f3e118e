import { ErrorHandler, provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { AppComponent } from './app/app.component';
import { report } from './report';

bootstrapApplication(AppComponent, {
  providers: [provideZonelessChangeDetection(), { provide: ErrorHandler, useValue: { handleError: report } }],
}).catch(report);

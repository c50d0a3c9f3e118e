export const hasConsent = () => document.cookie.includes('consent=yes');

import { escapeInject, dangerouslySkipEscape } from 'vike/server';

export function onRenderHtml(pageContext) {
  const html = pageContext.Page(pageContext);
  return escapeInject`<!doctype html><html><body>${dangerouslySkipEscape(html)}</body></html>`;
}

// Loaded before app.js, without defer: starts the first API requests while
// the browser is still evaluating the map bundle, so that the first render
// does not wait for both one after the other. app.js takes each answer
// once, by URL (window.chronomapEarly), and asks again if it is missing.
import { apiBase, firstURLs, request } from './request.js';

const early = new Map();
for (const url of Object.values(firstURLs(apiBase()))) {
  const answer = request(url);
  answer.catch(() => {}); // app.js reports failures when it asks
  early.set(url, answer);
}
window.chronomapEarly = early;

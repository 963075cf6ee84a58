import { createHash } from 'node:crypto';

/**
 * The one inline script of the shop's pages (decision 0626): on an account page whose static shell shows the page
 * (its title), the page's scripts wait in `<template id="shop-boot">` until that shell has painted, then this puts
 * them in the document. Painting the shell does not need them, and their arrival no longer competes with it:
 * the shell's frame comes first, then the code. A hidden tab paints no frame: the timer loads them there.
 */
export const BOOT_SCRIPT =
  '(function(){var done=false,tags=[],c=new MessageChannel();' +
  // One tag per task: inserting a modulepreload starts its fetch there and then (~1 ms each, 10–40 ms for all).
  'c.port1.onmessage=function(){var n=tags.shift();if(n){document.head.appendChild(n);c.port2.postMessage(0)}};' +
  "function boot(){if(done)return;done=true;var t=document.getElementById('shop-boot');if(!t)return;" +
  'tags=Array.prototype.slice.call(document.importNode(t.content,true).children);c.port2.postMessage(0)}' +
  'requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,500)})()';

/** The script's hash for the Content-Security-Policy's script-src (no 'unsafe-inline'). */
export const BOOT_SCRIPT_CSP = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

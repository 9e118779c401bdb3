/*
 * Spielraum game kit, one copy for every shipped bundle: the sandbox route serves it inside each bundle's path
 * (server/modules/games/sandbox.ts), so a bundle is self-contained as the browser sees it.
 * A 640×360 canvas scaled to the frame, title / pause / game-over screens in German, keyboard and touch,
 * particles, screen shake and floating texts, a tiny synthesizer (off by default), pause when the tab is
 * hidden, an attract mode (?demo=1) and the messages to the Spielraum page:
 *   parent.postMessage({ source: 'spielraum-game', type: 'ready' | 'score' | 'gameover', score }, '*')
 * On a touch screen a game's `pad` ({ left: [...], right: [...] } of { label, name, code } or { label, name,
 * press, release }) becomes on-screen buttons: below the canvas in a tall frame (a phone held upright), beside
 * it in a wide one, over its lower corners when neither leaves room. A tap anywhere on the title or game-over
 * screen starts. The state (title, play, paused, over) is on <html data-state>, the running game object on
 * window.Spielraum.current (the frame's own opaque origin: nothing of the site can read it).
 */
(function () {
  'use strict';
  var W = 640;
  var H = 360;

  function post(type, score) {
    try {
      if (window.parent && window.parent !== window) {
        window.parent.postMessage({ source: 'spielraum-game', type: type, score: score }, '*');
      }
    } catch (e) {
      /* no parent: opened on its own */
    }
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function start(game) {
    var demo = /[?&]demo=1\b/.test(location.search);
    var root = el('div', 'sr-root');
    var stage = el('div', 'sr-stage');
    var canvas = el('canvas', 'sr-canvas');
    canvas.setAttribute('aria-label', game.title);
    canvas.setAttribute('role', 'img');
    canvas.tabIndex = 0;
    stage.appendChild(canvas);
    root.appendChild(stage);
    document.body.appendChild(root);
    var ctx = canvas.getContext('2d');

    // Overlay: title, pause and game over (DOM text stays crisp at every size).
    var overlay = el('div', 'sr-overlay');
    var card = el('div', 'sr-card');
    var heading = el('h1', 'sr-title', game.title);
    var message = el('p', 'sr-message');
    var help = el('p', 'sr-help', game.help);
    var button = el('button', 'sr-button', 'Spielen');
    button.type = 'button';
    card.appendChild(heading);
    card.appendChild(message);
    card.appendChild(help);
    card.appendChild(button);
    overlay.appendChild(card);
    root.appendChild(overlay);

    var toolbar = el('div', 'sr-toolbar');
    var pauseButton = el('button', 'sr-tool', '❚❚');
    pauseButton.type = 'button';
    pauseButton.setAttribute('aria-label', 'Pause');
    var soundButton = el('button', 'sr-tool', '♪̸');
    soundButton.type = 'button';
    soundButton.setAttribute('aria-label', 'Ton einschalten');
    toolbar.appendChild(soundButton);
    toolbar.appendChild(pauseButton);
    root.appendChild(toolbar);

    var g = {
      W: W,
      H: H,
      ctx: ctx,
      demo: demo,
      state: 'title',
      score: 0,
      best: 0,
      t: 0,
      keys: {},
      virtual: {},
      pointer: { x: W / 2, y: H / 2, down: false },
      particles: [],
      floaters: [],
      shakeTime: 0,
      shakeAmount: 0,
      flashTime: 0,
      flashColour: '#fff',
      sound: false,
      audio: null,
    };

    g.down = function (code) {
      return !!(g.keys[code] || g.virtual[code]);
    };
    g.rand = function (a, b) {
      return a + Math.random() * (b - a);
    };
    g.pick = function (list) {
      return list[Math.floor(Math.random() * list.length)];
    };
    g.clamp = function (v, a, b) {
      return v < a ? a : v > b ? b : v;
    };
    var lastPosted = -1;
    g.addScore = function (n) {
      g.score = Math.max(0, Math.round(g.score + n));
      if (g.score !== lastPosted) {
        lastPosted = g.score;
        post('score', g.score);
      }
    };
    g.burst = function (x, y, colour, count, speed, size) {
      for (var i = 0; i < (count || 12); i++) {
        var angle = Math.random() * Math.PI * 2;
        var v = (speed || 160) * (0.3 + Math.random() * 0.7);
        g.particles.push({
          x: x,
          y: y,
          vx: Math.cos(angle) * v,
          vy: Math.sin(angle) * v,
          life: 0.5 + Math.random() * 0.5,
          age: 0,
          size: (size || 3) * (0.6 + Math.random() * 0.8),
          colour: Array.isArray(colour) ? g.pick(colour) : colour,
        });
      }
    };
    // A HUD line readable on any background (a bright sky, snow, a lit harbour): a dark outline under the fill.
    g.hudText = function (ctx, text, x, y) {
      ctx.save();
      ctx.lineJoin = 'round';
      ctx.lineWidth = 4;
      ctx.strokeStyle = 'rgba(0,0,0,0.75)';
      ctx.strokeText(text, x, y);
      ctx.restore();
      ctx.fillText(text, x, y);
    };
    g.floater = function (x, y, text, colour) {
      g.floaters.push({ x: x, y: y, text: text, colour: colour || '#fff', age: 0 });
    };
    g.shake = function (amount, time) {
      g.shakeAmount = Math.max(g.shakeAmount, amount);
      g.shakeTime = Math.max(g.shakeTime, time || 0.25);
    };
    g.flash = function (colour, time) {
      g.flashColour = colour || '#fff';
      g.flashTime = time || 0.12;
    };
    g.sfx = function (freq, duration, type, volume, slideTo) {
      if (!g.sound || demo) return;
      try {
        if (!g.audio) g.audio = new (window.AudioContext || window.webkitAudioContext)();
        var a = g.audio;
        var osc = a.createOscillator();
        var gain = a.createGain();
        osc.type = type || 'square';
        osc.frequency.setValueAtTime(freq, a.currentTime);
        if (slideTo) osc.frequency.exponentialRampToValueAtTime(slideTo, a.currentTime + (duration || 0.1));
        gain.gain.setValueAtTime(volume || 0.08, a.currentTime);
        gain.gain.exponentialRampToValueAtTime(0.0001, a.currentTime + (duration || 0.1));
        osc.connect(gain).connect(a.destination);
        osc.start();
        osc.stop(a.currentTime + (duration || 0.1));
      } catch (e) {
        g.sound = false;
      }
    };
    function setState(state) {
      g.state = state;
      document.documentElement.setAttribute('data-state', state);
    }
    g.over = function (text) {
      if (g.state !== 'play') return;
      setState('over');
      g.best = Math.max(g.best, g.score);
      g.sfx(220, 0.5, 'sawtooth', 0.08, 55);
      post('gameover', g.score);
      if (demo) {
        setTimeout(begin, 900);
        return;
      }
      setTimeout(function () {
        if (g.state !== 'over') return;
        showOverlay('Spiel vorbei', (text ? text + ' ' : '') + 'Punkte: ' + g.score + ' · Bestwert: ' + g.best, 'Neustart');
      }, 650);
    };

    function showOverlay(title, text, label) {
      heading.textContent = title;
      message.textContent = text || '';
      message.hidden = !text;
      button.textContent = label;
      overlay.hidden = false;
      setTimeout(function () {
        button.focus();
      }, 0);
    }

    function begin() {
      g.score = 0;
      lastPosted = -1;
      g.addScore(0);
      g.particles.length = 0;
      g.floaters.length = 0;
      g.virtual = {};
      g.t = 0;
      setState('play');
      overlay.hidden = true;
      game.reset(g);
      canvas.focus();
    }

    function pause() {
      if (g.state !== 'play') return;
      setState('paused');
      showOverlay('Pausiert', 'Punkte: ' + g.score, 'Weiterspielen');
    }

    function resume() {
      setState('play');
      overlay.hidden = true;
      canvas.focus();
    }

    function primary() {
      if (g.state === 'title' || g.state === 'over') begin();
      else if (g.state === 'paused') resume();
    }

    button.addEventListener('click', primary);
    // A tap anywhere around the card starts (or resumes): on a small screen the button is a small target, and
    // the card itself may scroll its help text.
    overlay.addEventListener('click', function (event) {
      if (event.target === overlay) primary();
    });
    pauseButton.addEventListener('click', function () {
      if (g.state === 'play') pause();
      else if (g.state === 'paused') resume();
    });
    soundButton.addEventListener('click', function () {
      g.sound = !g.sound;
      soundButton.textContent = g.sound ? '♪' : '♪̸';
      soundButton.setAttribute('aria-label', g.sound ? 'Ton ausschalten' : 'Ton einschalten');
      g.sfx(660, 0.08, 'triangle');
      canvas.focus();
    });

    var GAME_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Space', 'KeyW', 'KeyA', 'KeyS', 'KeyD'];
    window.addEventListener('keydown', function (event) {
      if (GAME_KEYS.indexOf(event.code) >= 0) event.preventDefault();
      if (event.code === 'KeyP' || event.code === 'Escape') {
        if (g.state === 'play') pause();
        else if (g.state === 'paused') resume();
        return;
      }
      if (event.code === 'KeyM') {
        soundButton.click();
        return;
      }
      if (g.state !== 'play') {
        // Only once the screen shows its button: Space held through a crash does not restart at once.
        if ((event.code === 'Space' || event.code === 'Enter') && !event.repeat && !overlay.hidden && document.activeElement !== button) primary();
        return;
      }
      if (!g.keys[event.code] && game.key) game.key(g, event.code);
      g.keys[event.code] = true;
    });
    window.addEventListener('keyup', function (event) {
      g.keys[event.code] = false;
      if (g.state === 'play' && game.keyUp) game.keyUp(g, event.code);
    });
    window.addEventListener('blur', function () {
      g.keys = {};
    });

    var view = { scale: 1, x: 0, y: 0 };
    function toLogical(event) {
      var rect = canvas.getBoundingClientRect();
      return {
        x: ((event.clientX - rect.left) / rect.width) * W,
        y: ((event.clientY - rect.top) / rect.height) * H,
      };
    }
    canvas.addEventListener('pointerdown', function (event) {
      event.preventDefault();
      canvas.focus();
      var p = toLogical(event);
      g.pointer.x = p.x;
      g.pointer.y = p.y;
      g.pointer.down = true;
      if (canvas.setPointerCapture) {
        try {
          canvas.setPointerCapture(event.pointerId);
        } catch (e) {
          /* ignore */
        }
      }
      if (g.state !== 'play') return;
      if (event.button === 2 && game.altTap) game.altTap(g, p.x, p.y);
      else if (game.tap) game.tap(g, p.x, p.y);
    });
    canvas.addEventListener('pointermove', function (event) {
      var p = toLogical(event);
      g.pointer.x = p.x;
      g.pointer.y = p.y;
      if (g.state === 'play' && game.move) game.move(g, p.x, p.y);
    });
    function release(event) {
      g.pointer.down = false;
      if (g.state === 'play' && game.release) {
        var p = toLogical(event);
        game.release(g, p.x, p.y);
      }
    }
    canvas.addEventListener('pointerup', release);
    canvas.addEventListener('pointercancel', release);
    canvas.addEventListener('contextmenu', function (event) {
      event.preventDefault();
    });

    // Pauses itself when the tab (or the page around the frame) is hidden.
    document.addEventListener('visibilitychange', function () {
      if (document.hidden) pause();
    });

    // Touch controls: the game's pad as buttons that hold a key (g.virtual, game.key / game.keyUp) or call its
    // own press / release, shown on touch screens (or after the first touch).
    var pad = game.pad && ((game.pad.left && game.pad.left.length) || (game.pad.right && game.pad.right.length)) ? game.pad : null;
    var padShown = false;
    var padGroups = [];
    function padButton(spec) {
      var node = el('button', 'sr-pad-button', spec.label);
      node.type = 'button';
      node.setAttribute('aria-label', spec.name || spec.label);
      if (spec.wide) node.className += ' sr-pad-wide';
      var held = null;
      function press(event) {
        event.preventDefault();
        if (held !== null || g.state !== 'play') return;
        held = event.pointerId;
        node.classList.add('sr-pad-down');
        try {
          node.setPointerCapture(event.pointerId);
        } catch (e) {
          /* ignore */
        }
        if (spec.press) spec.press(g);
        if (spec.code) {
          if (!g.virtual[spec.code] && game.key) game.key(g, spec.code);
          g.virtual[spec.code] = true;
        }
      }
      function release(event) {
        if (held === null || (event && event.pointerId !== held)) return;
        held = null;
        node.classList.remove('sr-pad-down');
        if (spec.code) {
          g.virtual[spec.code] = false;
          if (g.state === 'play' && game.keyUp) game.keyUp(g, spec.code);
        }
        if (spec.release && g.state === 'play') spec.release(g);
      }
      node.addEventListener('pointerdown', press);
      node.addEventListener('pointerup', release);
      node.addEventListener('pointercancel', release);
      node.addEventListener('lostpointercapture', release);
      node.addEventListener('contextmenu', function (event) {
        event.preventDefault();
      });
      return node;
    }
    if (pad) {
      ['left', 'right'].forEach(function (side) {
        var group = el('div', 'sr-pad sr-pad-' + side);
        group.setAttribute('role', 'group');
        group.setAttribute('aria-label', 'Touch-Steuerung');
        (pad[side] || []).forEach(function (spec) {
          group.appendChild(padButton(spec));
        });
        group.hidden = true;
        root.insertBefore(group, overlay);
        padGroups.push(group);
      });
    }
    var touchScreen = !!(window.matchMedia && window.matchMedia('(pointer: coarse)').matches) || (navigator.maxTouchPoints || 0) > 0;
    function showPad(show) {
      if (!pad || demo || padShown === show) return;
      padShown = show;
      for (var i = 0; i < padGroups.length; i++) padGroups[i].hidden = !show;
      resize();
    }
    var PAD_ROW = 88;
    var PAD_COLUMN = 104;

    function resize() {
      var ratio = window.devicePixelRatio || 1;
      var rect = root.getBoundingClientRect();
      // Where the pad goes: the place that leaves the canvas largest; over the canvas only when the others would
      // shrink it by more than a quarter.
      var mode = 'none';
      var room = { w: rect.width, h: rect.height };
      if (padShown) {
        var over = Math.min(rect.width / W, rect.height / H);
        var below = Math.min(rect.width / W, (rect.height - PAD_ROW) / H);
        var beside = Math.min((rect.width - 2 * PAD_COLUMN) / W, rect.height / H);
        if (Math.max(below, beside) >= over * 0.75) {
          mode = below >= beside ? 'below' : 'beside';
          room = mode === 'below' ? { w: rect.width, h: rect.height - PAD_ROW } : { w: rect.width - 2 * PAD_COLUMN, h: rect.height };
        } else {
          mode = 'over';
        }
      }
      root.setAttribute('data-pad', mode);
      var scale = Math.min(room.w / W, room.h / H) || 1;
      var cssW = Math.max(1, Math.round(W * scale));
      var cssH = Math.max(1, Math.round(H * scale));
      canvas.style.width = cssW + 'px';
      canvas.style.height = cssH + 'px';
      canvas.width = Math.round(cssW * ratio);
      canvas.height = Math.round(cssH * ratio);
      view.scale = (cssW * ratio) / W;
    }
    window.addEventListener('resize', resize);
    resize();
    if (touchScreen) showPad(true);
    root.addEventListener('pointerdown', function (event) {
      if (event.pointerType === 'touch') showPad(true);
    }, true);

    function drawHud() {
      ctx.save();
      ctx.font = '700 18px system-ui, sans-serif';
      ctx.textBaseline = 'top';
      var label = 'Punkte: ' + g.score;
      var width = ctx.measureText(label).width;
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      roundRect(ctx, 10, 10, width + 20, 30, 8);
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.fillText(label, 20, 16);
      if (game.hud) game.hud(g, ctx);
      ctx.restore();
    }

    function roundRect(c, x, y, w, h, r) {
      c.beginPath();
      c.moveTo(x + r, y);
      c.arcTo(x + w, y, x + w, y + h, r);
      c.arcTo(x + w, y + h, x, y + h, r);
      c.arcTo(x, y + h, x, y, r);
      c.arcTo(x, y, x + w, y, r);
      c.closePath();
    }
    g.roundRect = roundRect;

    var last = performance.now();
    function frame(now) {
      var dt = Math.min(0.033, (now - last) / 1000);
      last = now;
      if (g.state === 'play') {
        g.t += dt;
        if (demo && game.demo) game.demo(g, dt);
        game.update(g, dt);
      }
      if (g.state !== 'paused') {
        for (var i = g.particles.length - 1; i >= 0; i--) {
          var p = g.particles[i];
          p.age += dt;
          p.x += p.vx * dt;
          p.y += p.vy * dt;
          p.vy += 240 * dt;
          p.vx *= 0.98;
          if (p.age > p.life) g.particles.splice(i, 1);
        }
        for (var j = g.floaters.length - 1; j >= 0; j--) {
          g.floaters[j].age += dt;
          g.floaters[j].y -= 40 * dt;
          if (g.floaters[j].age > 0.9) g.floaters.splice(j, 1);
        }
        g.shakeTime = Math.max(0, g.shakeTime - dt);
        g.flashTime = Math.max(0, g.flashTime - dt);
      }

      ctx.setTransform(view.scale, 0, 0, view.scale, 0, 0);
      ctx.save();
      if (g.shakeTime > 0) {
        ctx.translate((Math.random() - 0.5) * g.shakeAmount * 2, (Math.random() - 0.5) * g.shakeAmount * 2);
      } else {
        g.shakeAmount = 0;
      }
      game.draw(g, ctx);
      for (var k = 0; k < g.particles.length; k++) {
        var q = g.particles[k];
        ctx.globalAlpha = Math.max(0, 1 - q.age / q.life);
        ctx.fillStyle = q.colour;
        ctx.fillRect(q.x - q.size / 2, q.y - q.size / 2, q.size, q.size);
      }
      ctx.globalAlpha = 1;
      ctx.font = '800 20px system-ui, sans-serif';
      ctx.textAlign = 'center';
      for (var m = 0; m < g.floaters.length; m++) {
        var f = g.floaters[m];
        ctx.globalAlpha = Math.max(0, 1 - f.age / 0.9);
        ctx.lineWidth = 4;
        ctx.strokeStyle = 'rgba(0,0,0,0.5)';
        ctx.strokeText(f.text, f.x, f.y);
        ctx.fillStyle = f.colour;
        ctx.fillText(f.text, f.x, f.y);
      }
      ctx.globalAlpha = 1;
      ctx.textAlign = 'left';
      ctx.restore();
      if (g.flashTime > 0) {
        ctx.globalAlpha = Math.min(0.6, g.flashTime * 5);
        ctx.fillStyle = g.flashColour;
        ctx.fillRect(0, 0, W, H);
        ctx.globalAlpha = 1;
      }
      if (!demo) drawHud();
      requestAnimationFrame(frame);
    }

    game.reset(g);
    setState('title');
    if (demo) {
      toolbar.hidden = true;
      begin();
    } else {
      showOverlay(game.title, '', 'Spielen');
    }
    requestAnimationFrame(frame);
    post('ready', 0);
    window.Spielraum.current = g;
    return g;
  }

  window.Spielraum = { start: start, W: W, H: H };
})();

/* global window, document, KeyboardEvent, PointerEvent */
/*
 * Injected before a game's own scripts by scripts/record-gameplay.ts (plain script: it runs in the page).
 *  - A virtual clock: requestAnimationFrame, performance.now, Date.now and setTimeout follow `__rec.step()`, not
 *    the wall clock, so a busy machine records the same smooth 60 Hz play as an idle one.
 *  - A seeded Math.random: the same clip is the same clip on every run.
 *  - The running game: kit.js's Spielraum.start is wrapped to keep the game and its state object.
 *  - A pilot per game that plays through the game's real input path (key and pointer events the kit
 *    listens to), deciding like a person would: with a reaction time, a little imprecision, no perfect play.
 * The recorder reads window.__REC_CONFIG = { seed, pilot, style } set by an init script before this one.
 */
(function () {
  'use strict';
  var config = window.__REC_CONFIG || { seed: 1, pilot: 'none', style: 0 };

  function mulberry(seed) {
    var state = seed >>> 0;
    return function () {
      state = (state + 0x6d2b79f5) >>> 0;
      var t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  Math.random = mulberry(config.seed);
  // The pilot's own dice: its choices do not shift the game's random sequence.
  var dice = mulberry(config.seed * 7919 + 17);
  function between(a, b) {
    return a + dice() * (b - a);
  }

  // ---- virtual clock ----
  var now = 1000;
  var frames = [];
  var timers = [];
  var nextTimer = 1;
  performance.now = function () {
    return now;
  };
  var epoch = 1767225600000;
  Date.now = function () {
    return epoch + Math.round(now);
  };
  window.requestAnimationFrame = function (callback) {
    frames.push(callback);
    return frames.length;
  };
  window.cancelAnimationFrame = function () {};
  window.setTimeout = function (callback, ms) {
    var args = Array.prototype.slice.call(arguments, 2);
    var id = nextTimer++;
    timers.push({
      id: id,
      at: now + (Number(ms) || 0),
      run: function () {
        callback.apply(null, args);
      },
    });
    return id;
  };
  window.clearTimeout = function (id) {
    timers = timers.filter(function (timer) {
      return timer.id !== id;
    });
  };
  // The pilot's scheduled actions (key releases, second taps), on the same clock.
  var actions = [];
  function later(ms, run) {
    actions.push({ at: now + ms, run: run });
  }
  function runDue(list) {
    var due = list.filter(function (entry) {
      return entry.at <= now;
    });
    for (var i = 0; i < due.length; i++) {
      var index = list.indexOf(due[i]);
      if (index >= 0) list.splice(index, 1);
      due[i].run();
    }
  }

  // ---- glyphs ----
  // The recording machine has no emoji font: a stopwatch (Pixelbäckerei's timer) would show as an empty box. A
  // clock face from the geometric shapes every system font has stands in for it.
  var GLYPHS = { '\u23f1': '\u25f7' };
  ['fillText', 'strokeText'].forEach(function (name) {
    var draw = window.CanvasRenderingContext2D.prototype[name];
    window.CanvasRenderingContext2D.prototype[name] = function (text) {
      var args = Array.prototype.slice.call(arguments);
      args[0] = String(text).replace(/[\u23f1]/g, function (glyph) {
        return GLYPHS[glyph];
      });
      return draw.apply(this, args);
    };
  });

  // ---- the running game ----
  var rec = { game: null, g: null, sounds: [], pilot: null, memory: {} };
  window.__rec = rec;
  var kit;
  Object.defineProperty(window, 'Spielraum', {
    configurable: true,
    get: function () {
      return kit;
    },
    set: function (value) {
      var start = value.start;
      value.start = function (game) {
        rec.game = game;
        var g = start.apply(this, arguments);
        rec.g = g;
        // The kit's synthesizer stays silent; its calls are noted (time and voice) for the clip's sound track.
        g.sfx = function (freq, duration, type, volume, slideTo) {
          rec.sounds.push({ at: now, freq: freq, duration: duration || 0.1, type: type || 'square', volume: volume || 0.08, slideTo: slideTo || 0 });
        };
        return g;
      };
      kit = value;
    },
  });

  // ---- input, through the events the kit listens to ----
  var held = {};
  function keyEvent(type, code) {
    window.dispatchEvent(new KeyboardEvent(type, { code: code, key: code, bubbles: true, cancelable: true }));
  }
  function hold(code, on) {
    if (!!held[code] === !!on) return;
    held[code] = !!on;
    keyEvent(on ? 'keydown' : 'keyup', code);
  }
  /** A key pressed for `ms` (a person's press lasts 60–140 ms). */
  function press(code, ms) {
    if (held[code]) return;
    hold(code, true);
    later(ms || between(60, 140), function () {
      hold(code, false);
    });
  }
  function canvas() {
    return document.querySelector('canvas');
  }
  function client(x, y) {
    var rect = canvas().getBoundingClientRect();
    return { clientX: rect.left + (x / 640) * rect.width, clientY: rect.top + (y / 360) * rect.height };
  }
  function pointer(type, x, y) {
    var at = client(x, y);
    canvas().dispatchEvent(
      new PointerEvent(type, {
        clientX: at.clientX,
        clientY: at.clientY,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
        bubbles: true,
        cancelable: true,
      }),
    );
  }
  var mouse = { x: 320, y: 180, down: false };
  function moveTo(x, y) {
    mouse.x = x;
    mouse.y = y;
    pointer('pointermove', x, y);
  }
  /** A click or tap at (x, y), released after `ms`. */
  function tap(x, y, ms) {
    moveTo(x, y);
    mouse.down = true;
    pointer('pointerdown', x, y);
    later(ms || between(50, 110), function () {
      mouse.down = false;
      pointer('pointerup', mouse.x, mouse.y);
    });
  }
  /** A swipe from (x0, y0) to (x1, y1) over `ms`. */
  function swipe(x0, y0, x1, y1, ms) {
    mouse.down = true;
    moveTo(x0, y0);
    pointer('pointerdown', x0, y0);
    var steps = 5;
    for (var i = 1; i <= steps; i++) {
      (function (k) {
        later((ms * k) / steps, function () {
          moveTo(x0 + ((x1 - x0) * k) / steps, y0 + ((y1 - y0) * k) / steps);
          if (k === steps) {
            mouse.down = false;
            pointer('pointerup', x1, y1);
          }
        });
      })(i);
    }
  }
  function busy() {
    return actions.length > 0;
  }
  var io = {
    hold: hold,
    press: press,
    tap: tap,
    swipe: swipe,
    moveTo: moveTo,
    mouse: mouse,
    busy: busy,
    later: later,
    between: between,
    dice: dice,
    held: held,
  };

  /** Every `min`–`max` ms the pilot looks at the game again: a person's rhythm, not the frame's. */
  function rhythm(s, min, max, dt) {
    s.wait = (s.wait || 0) - dt * 1000;
    if (s.wait > 0) return false;
    s.wait = between(min, max);
    return true;
  }

  // ---- pilots: (g, io, dt, s) → plays one step; s is the pilot's memory ----
  var style = config.style || 0;
  var pilots = {
    none: function () {},

    nebelwald: function (g, io, dt, s) {
      if (!rhythm(s, 25, 55, dt)) return;
      var p = g.player;
      var px = g.x + 120;
      function support(x) {
        return g.platforms.some(function (pl) {
          return !pl.floating && x > pl.x && x < pl.x + pl.w;
        });
      }
      var look = 40 + between(-4, 8);
      var thorn = g.thorns.some(function (t) {
        return t.x > px + 10 && t.x < px + 60;
      });
      var orb = g.orbs.find(function (o) {
        return o.x > px && o.x < px + 60 && o.y < p.y - 40;
      });
      if (io.held.Space) return;
      if (p.onGround && (!support(px + look) || thorn || (orb && dice() < 0.85))) {
        io.press('Space', between(250, 330));
      } else if (!p.onGround && p.vy > 30 && p.jumps < 2) {
        // Falling: where would this jump come down? Short of the next ground, jump again.
        var fall = (-p.vy + Math.sqrt(p.vy * p.vy + 3000 * Math.max(0, 300 - p.y))) / 1500;
        var landing = px + g.speed * fall;
        if (!support(landing) || !support(landing - 12)) io.press('Space', between(250, 330));
      }
    },

    skyline: function (g, io, dt, s) {
      if (!g.moving || !g.floors.length) return;
      var top = g.floors[g.floors.length - 1];
      var m = g.moving;
      s.cool = (s.cool || 0) - dt;
      if (s.cool > 0) return;
      // The aim a person manages: sometimes perfect, mostly a few pixels off, and pressed a moment late.
      if (s.tolerance === undefined) s.tolerance = dice() < 0.3 ? between(1, 3) : between(3, 11);
      var reaction = between(0.025, 0.06) * m.speed * m.dir;
      if (Math.abs(m.x + reaction - top.x) < s.tolerance) {
        io.press(dice() < 0.5 ? 'Space' : 'ArrowDown');
        s.cool = between(0.25, 0.5);
        s.tolerance = undefined;
      }
    },

    harbor: function (g, io, dt, s) {
      if (!rhythm(s, 70, 150, dt)) return;
      var target = null;
      for (var i = 0; i < g.fish.length; i++) {
        var f = g.fish[i];
        if (f.jelly || f.x < 60 || f.x > 580) continue;
        var worth = f.kind.points - Math.abs(f.x - g.boat) / (style ? 8 : 14);
        if (!target || worth > target.worth) target = { fish: f, worth: worth };
      }
      var jelly = g.fish.some(function (f2) {
        return f2.jelly && Math.abs(f2.x - g.boat) < 40 && f2.y > 130 + g.hook && f2.y < 130 + g.hook + 60;
      });
      if (!target || g.caught) {
        io.hold('ArrowLeft', false);
        io.hold('ArrowRight', false);
        io.hold('ArrowDown', false);
        return;
      }
      var fish = target.fish;
      var lead = fish.x + fish.vx * between(0.4, 0.9);
      io.hold('ArrowLeft', lead < g.boat - 12);
      io.hold('ArrowRight', lead > g.boat + 12);
      io.hold('ArrowDown', !jelly && 130 + g.hook < fish.y + 6 && Math.abs(lead - g.boat) < 70);
    },

    ironclad: function (g, io, dt, s) {
      if (!rhythm(s, 50, 100, dt)) return;
      function centre(y) {
        var d = g.dist - y;
        return 320 + Math.sin(d * 0.0023) * 120 + Math.sin(d * 0.0061) * 45;
      }
      var cx = centre(318);
      // Where to be when the things ahead arrive: clear of rocks and cars, on a gear if one is handy, on the road.
      var horizon = 318 - g.speed * 1.1;
      var best = null;
      for (var x = cx - 95; x <= cx + 95; x += 8) {
        var cost = Math.abs(x - g.car.x) * 0.15 + Math.abs(x - cx) * 0.05;
        for (var i = 0; i < g.things.length; i++) {
          var t = g.things[i];
          if (t.y < horizon || t.y > 345) continue;
          var near = Math.abs(t.x - x) < t.w / 2 + 30;
          // Steering across a thing that is nearly here hits it on the way.
          var across = t.y > 210 && (x - t.x) * (g.car.x - t.x) < 0;
          if (t.kind === 'gear') cost -= near ? 25 : 0;
          else if (near || across) cost += 400 * (1 - ((318 - t.y) / (318 - horizon + 1)) * 0.5);
        }
        cost += dice() * 3;
        if (!best || cost < best.cost) best = { x: x, cost: cost };
      }
      var target = best ? best.x : cx;
      var lead = g.car.x + g.car.vx * 0.15;
      io.hold('ArrowLeft', target < lead - 8);
      io.hold('ArrowRight', target > lead + 8);
      if (g.steam > (style ? 0.7 : 0.95) && !s.boosting && dice() < 0.3) s.boosting = true;
      if (g.steam < (style ? between(0.1, 0.3) : between(0.4, 0.6))) s.boosting = false;
      io.hold('ArrowUp', !!s.boosting);
    },

    moorhuhn: function (g, io, dt, s) {
      if (g.shells === 0 && g.reloading <= 0 && !s.reloadAsked) {
        s.reloadAsked = true;
        io.later(between(150, 300), function () {
          io.press('KeyR');
          s.reloadAsked = false;
        });
      }
      if (!s.target || s.target.hit || s.target.x < 20 || s.target.x > 620) {
        s.target = null;
        var best = null;
        for (var i = 0; i < g.birds.length; i++) {
          var b = g.birds[i];
          if (b.hit || b.x < 60 || b.x > 580) continue;
          var score = b.points * 2 - Math.hypot(b.x - io.mouse.x, b.y - io.mouse.y) / 12;
          if (!best || score > best.score) best = { bird: b, score: score };
        }
        if (best) {
          s.target = best.bird;
          s.settle = between(0.12, 0.3);
          s.offset = { x: between(-9, 9), y: between(-7, 7) };
        }
      }
      if (!s.target) {
        // Drifting a little while waiting for the next bird.
        io.moveTo(io.mouse.x + Math.sin(g.t * 2) * 0.6, io.mouse.y + Math.cos(g.t * 1.7) * 0.4);
        return;
      }
      var b2 = s.target;
      var lead = b2.dir * b2.speed * 0.08;
      var aimX = b2.x + lead + s.offset.x;
      var aimY = b2.y + s.offset.y;
      var ease = Math.min(1, dt * between(6, 10));
      io.moveTo(io.mouse.x + (aimX - io.mouse.x) * ease, io.mouse.y + (aimY - io.mouse.y) * ease);
      s.settle -= dt;
      if (s.settle <= 0 && Math.hypot(aimX - io.mouse.x, aimY - io.mouse.y) < 12 && g.shells > 0 && g.reloading <= 0) {
        io.tap(io.mouse.x, io.mouse.y);
        s.settle = between(0.18, 0.35);
        s.offset = { x: between(-6, 6), y: between(-5, 5) };
      }
    },

    neon: function (g, io, dt, s) {
      if (g.queue.length) return;
      if (!rhythm(s, 40, 70, dt)) return;
      var me = g.me;
      if (!me.cells.length) return;
      var head = me.cells[me.cells.length - 1];
      function occupied(x, y) {
        var riders = [g.me, g.rival];
        for (var k = 0; k < riders.length; k++) {
          var cells = riders[k].cells;
          for (var i = 0; i < cells.length; i++) if (cells[i].x === x && cells[i].y === y) return true;
        }
        return false;
      }
      function blocked(p) {
        return p.x < 0 || p.y < 0 || p.x >= 32 || p.y >= 18 || occupied(p.x, p.y);
      }
      function room(p, limit) {
        var seen = {};
        var stack = [p];
        var count = 0;
        while (stack.length && count < limit) {
          var c = stack.pop();
          var key = c.x + ',' + c.y;
          if (seen[key] || blocked(c)) continue;
          seen[key] = true;
          count++;
          stack.push({ x: c.x + 1, y: c.y }, { x: c.x - 1, y: c.y }, { x: c.x, y: c.y + 1 }, { x: c.x, y: c.y - 1 });
        }
        return count;
      }
      var options = [
        [me.dx, me.dy],
        [me.dy, -me.dx],
        [-me.dy, me.dx],
      ];
      var best = null;
      var bestScore = -Infinity;
      var chip = g.chips[0];
      for (var i = 0; i < options.length; i++) {
        var p = { x: head.x + options[i][0], y: head.y + options[i][1] };
        if (blocked(p)) continue;
        var space = room(p, 80);
        var dist = chip ? Math.abs(chip.x - p.x) + Math.abs(chip.y - p.y) : 0;
        // A person keeps going straight unless there is a reason to turn.
        var score = Math.min(space, 50) * 3 - dist + (i === 0 ? 2.5 : 0) + dice() * 1.5;
        var rh = g.rival.cells.length ? g.rival.cells[g.rival.cells.length - 1] : null;
        if (rh && rh.x >= 0 && Math.abs(rh.x - p.x) + Math.abs(rh.y - p.y) <= 1) score -= 30;
        if (score > bestScore) {
          bestScore = score;
          best = options[i];
        }
      }
      if (!best || (best[0] === me.dx && best[1] === me.dy)) return;
      var code = best[0] === 1 ? 'ArrowRight' : best[0] === -1 ? 'ArrowLeft' : best[1] === 1 ? 'ArrowDown' : 'ArrowUp';
      io.press(code, between(50, 90));
    },

    baeckerei: function (g, io, dt, s) {
      if (g.busy > 0 || io.busy()) return;
      if (!rhythm(s, 450, 1100, dt)) return;
      var N = 8;
      var T = 40;
      var OX = 300;
      var OY = 20;
      function kind(r, c) {
        var t = g.board[r] && g.board[r][c];
        return t ? t.kind : -1;
      }
      function run(r, c) {
        var k = kind(r, c);
        if (k < 0) return false;
        var h = 1;
        for (var x = c - 1; x >= 0 && kind(r, x) === k; x--) h++;
        for (var x2 = c + 1; x2 < N && kind(r, x2) === k; x2++) h++;
        var v = 1;
        for (var y = r - 1; y >= 0 && kind(y, c) === k; y--) v++;
        for (var y2 = r + 1; y2 < N && kind(y2, c) === k; y2++) v++;
        return h >= 3 || v >= 3;
      }
      function swap(a, b) {
        var t = g.board[a.r][a.c];
        g.board[a.r][a.c] = g.board[b.r][b.c];
        g.board[b.r][b.c] = t;
      }
      var moves = [];
      for (var r = 0; r < N; r++) {
        for (var c = 0; c < N; c++) {
          var options = [
            { r: r, c: c + 1 },
            { r: r + 1, c: c },
          ];
          for (var i = 0; i < options.length; i++) {
            var b = options[i];
            if (b.r >= N || b.c >= N) continue;
            var a = { r: r, c: c };
            swap(a, b);
            var ok = run(a.r, a.c) || run(b.r, b.c);
            var order = ok && (kind(a.r, a.c) === g.order || kind(b.r, b.c) === g.order);
            swap(a, b);
            if (ok) moves.push({ a: a, b: b, weight: (order ? 3 : 1) + (r / N) * (style ? 2 : 0.5) });
          }
        }
      }
      if (!moves.length) return;
      moves.sort(function (m1, m2) {
        return m2.weight - m1.weight;
      });
      var pick = moves[Math.floor(dice() * Math.min(moves.length, 4))];
      var from = dice() < 0.5 ? pick.a : pick.b;
      var to = from === pick.a ? pick.b : pick.a;
      var fx = OX + from.c * T + T / 2 + between(-6, 6);
      var fy = OY + from.r * T + T / 2 + between(-6, 6);
      var tx = OX + to.c * T + T / 2 + between(-6, 6);
      var ty = OY + to.r * T + T / 2 + between(-6, 6);
      if (dice() < 0.6) {
        io.swipe(fx, fy, tx, ty, between(120, 220));
      } else {
        io.tap(fx, fy);
        io.later(between(220, 420), function () {
          io.tap(tx, ty);
        });
      }
    },

    harvesters: function (g, io, dt, s) {
      if (g.fall > 0.02 || io.busy()) return;
      if (!rhythm(s, 110, 210, dt)) return;
      function cell(c, r) {
        if (c < 0 || c >= 20 || r < 0) return 12;
        var row = g.rows[r];
        return row ? row[c] : 1;
      }
      var below = cell(g.px, g.py + 1);
      var left = cell(g.px - 1, g.py);
      var right = cell(g.px + 1, g.py);
      // Gems a little further to the side are worth a detour when the void is not close.
      var safe = g.voidY < g.py * 32 - 5 * 32;
      var code;
      if (left === 3 || left === 4) code = 'ArrowLeft';
      else if (right === 3 || right === 4) code = 'ArrowRight';
      else if (safe && cell(g.px - 2, g.py) >= 3 && cell(g.px - 2, g.py) <= 4 && left !== 2) code = 'ArrowLeft';
      else if (safe && cell(g.px + 2, g.py) >= 3 && cell(g.px + 2, g.py) <= 4 && right !== 2) code = 'ArrowRight';
      else if (below !== 2 || dice() < 0.35) code = 'ArrowDown';
      else code = s.side || (s.side = g.px < 10 ? 'ArrowRight' : 'ArrowLeft');
      if (code === 'ArrowDown') s.side = null;
      io.press(code, between(60, 110));
    },

    // ---- the AI templates ----
    shooter: function (g, io, dt, s) {
      if (!rhythm(s, 40, 80, dt)) return;
      // The most urgent enemy (the soonest at the bottom), aimed with the shot's flight time.
      var target = null;
      for (var i = 0; i < g.foes.length; i++) {
        var f = g.foes[i];
        var eta = (300 - f.y) / Math.max(1, f.vy);
        if (!target || eta < target.eta) target = { foe: f, eta: eta };
      }
      var x = 320 + Math.sin(g.t) * 80;
      if (target) {
        var foe = target.foe;
        var flight = Math.max(0, 300 - foe.y) / (480 + foe.vy);
        x = foe.x + foe.vx * flight + between(-6, 6);
      }
      io.hold('ArrowLeft', x < g.px - 8);
      io.hold('ArrowRight', x > g.px + 8);
      // Thumb on the fire button, let go now and then.
      if (!s.release || s.release < g.t) {
        io.hold('Space', !io.held.Space || !target);
        s.release = g.t + (io.held.Space ? between(0.6, 1.4) : between(0.08, 0.2));
      }
    },

    runner: function (g, io, dt, s) {
      if (!rhythm(s, 30, 60, dt)) return;
      for (var i = 0; i < g.obstacles.length; i++) {
        var o = g.obstacles[i];
        var gap = o.x - 90;
        if (gap > 0 && gap < between(60, 95) && g.py >= 300 - 18 - 0.5) {
          io.press('Space', between(70, 130));
          return;
        }
      }
    },

    snake: function (g, io, dt, s) {
      if (!rhythm(s, 50, 90, dt)) return;
      var head = g.body[0];
      var dirs = [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ];
      function free(x, y) {
        if (x < 0 || y < 0 || x >= 32 || y >= 18) return false;
        for (var i = 0; i < g.body.length - 1; i++) if (g.body[i].x === x && g.body[i].y === y) return false;
        return true;
      }
      var best = null;
      var bestScore = -Infinity;
      for (var k = 0; k < dirs.length; k++) {
        var d = dirs[k];
        if (d[0] === -g.dir[0] && d[1] === -g.dir[1]) continue;
        var x = head.x + d[0];
        var y = head.y + d[1];
        if (!free(x, y)) continue;
        var exits = dirs.filter(function (e) {
          return free(x + e[0], y + e[1]);
        }).length;
        var score = -(Math.abs(g.food.x - x) + Math.abs(g.food.y - y)) + exits * 2 + (d[0] === g.dir[0] && d[1] === g.dir[1] ? 0.5 : 0);
        if (score > bestScore) {
          bestScore = score;
          best = d;
        }
      }
      if (!best || (best[0] === g.nextDir[0] && best[1] === g.nextDir[1])) return;
      io.press(best[0] === 1 ? 'ArrowRight' : best[0] === -1 ? 'ArrowLeft' : best[1] === 1 ? 'ArrowDown' : 'ArrowUp', between(50, 90));
    },

    breakout: function (g, io, dt, s) {
      // The mouse follows where the ball will come down, with a person's lag and overshoot.
      var x = g.bx;
      if (g.bvy > 0) {
        var time = (325 - g.by) / g.bvy;
        x = g.bx + g.bvx * time;
        while (x < 8 || x > 632) x = x < 8 ? 16 - x : 1264 - x;
      }
      if (s.aim === undefined || rhythm(s, 120, 220, dt)) s.aim = x + between(-30, 30);
      var ease = Math.min(1, dt * between(5, 9));
      io.moveTo(io.mouse.x + (s.aim - io.mouse.x) * ease, 330);
    },

    platformer: function (g, io, dt, s) {
      // A patrolling enemy coming at me on my platform (a person watches it all the time): hop over it.
      if (g.ground && !io.held.Space) {
        var danger = g.foes.find(function (foe) {
          var towards = (foe.x - g.x) * foe.d < 0 || (foe.x - g.x) * (g.vx || 0) > 0;
          return Math.abs(foe.p.y - 12 - g.y) < 10 && Math.abs(foe.x - g.x) < 70 && towards;
        });
        if (danger) {
          io.press('Space', between(70, 110));
          s.goal = danger.x + (danger.x > g.x ? 70 : -70);
          io.hold('ArrowLeft', s.goal < g.x);
          io.hold('ArrowRight', s.goal > g.x);
          return;
        }
      }
      if (!rhythm(s, 50, 90, dt)) return;
      // In the air a person keeps steering to where the jump was meant to land.
      if (!g.ground) {
        if (s.goal !== undefined) {
          io.hold('ArrowLeft', s.goal < g.x - 6);
          io.hold('ArrowRight', s.goal > g.x + 6);
        }
        return;
      }
      s.goal = undefined;
      var feet = g.y + 14;
      var plats = g.plats;
      var mine = plats[0];
      for (var m = 1; m < plats.length; m++)
        if (Math.abs(plats[m].y - feet) < 3 && g.x > plats[m].x - 8 && g.x < plats[m].x + plats[m].w + 8) mine = plats[m];
      function foeNear(plat, x, reach) {
        return g.foes.some(function (foe) {
          return foe.p === plat && Math.abs(foe.x - x) < reach;
        });
      }
      // The lowest star left, and the platform it floats over.
      var star = null;
      for (var i = 0; i < g.stars.length; i++) if (!g.stars[i].got && (!star || g.stars[i].y > star.y)) star = g.stars[i];
      if (!star) return;
      var home = plats[0];
      for (var k = 1; k < plats.length; k++)
        if (Math.abs(plats[k].y - 22 - star.y) < 4 && Math.abs(plats[k].x + plats[k].w / 2 - star.x) < 4) home = plats[k];
      // Platforms as a graph: up to 100 px higher and 120 px apart is a jump; lower is a step off the edge.
      function gap(a, b) {
        return Math.max(0, b.x - (a.x + a.w), a.x - (b.x + b.w));
      }
      var from = {};
      from[plats.indexOf(mine)] = -1;
      var queue = [plats.indexOf(mine)];
      while (queue.length) {
        var at = queue.shift();
        if (plats[at] === home) break;
        for (var n = 0; n < plats.length; n++) {
          if (n in from) continue;
          var rise = plats[at].y - plats[n].y;
          if (rise > 100 || gap(plats[at], plats[n]) > (rise > 0 ? 120 : 200)) continue;
          from[n] = at;
          queue.push(n);
        }
      }
      var goal = star.x;
      var target = plats.indexOf(home);
      if (home !== mine && target in from) {
        while (from[target] !== plats.indexOf(mine)) target = from[target];
        var next = plats[target];
        var middle = g.clamp(g.x, next.x + 16, next.x + next.w - 16);
        // Take off from my platform at the point nearest the next one.
        var takeoff = g.clamp(middle, mine.x + 6, mine.x + mine.w - 6);
        goal = takeoff;
        if (next.y < feet && Math.abs(takeoff - g.x) < 10 && !foeNear(next, middle, 50)) {
          io.press('Space', between(110, 170));
          s.goal = middle;
        } else if (next.y >= feet) {
          // Down: off the edge towards its middle, and stop there.
          goal = middle;
          s.goal = middle;
        }
      }
      io.hold('ArrowLeft', goal < g.x - 6);
      io.hold('ArrowRight', goal > g.x + 6);
    },

    maze: function (g, io, dt, s) {
      if (!rhythm(s, 110, 190, dt)) return;
      var COLS = 15;
      var ROWS = 8;
      function open(x, y, dx, dy) {
        var side = dy < 0 ? 0 : dx > 0 ? 1 : dy > 0 ? 2 : 3;
        return !g.walls[y * COLS + x][side];
      }
      var start = g.p.x + ',' + g.p.y;
      var goal = g.exit.x + ',' + g.exit.y;
      var from = {};
      from[start] = null;
      var queue = [[g.p.x, g.p.y]];
      var D = [
        [1, 0],
        [0, 1],
        [-1, 0],
        [0, -1],
      ];
      while (queue.length) {
        var c = queue.shift();
        if (c[0] + ',' + c[1] === goal) break;
        for (var i = 0; i < 4; i++) {
          var nx = c[0] + D[i][0];
          var ny = c[1] + D[i][1];
          if (nx < 0 || ny < 0 || nx >= COLS || ny >= ROWS || !open(c[0], c[1], D[i][0], D[i][1])) continue;
          var key = nx + ',' + ny;
          if (key in from) continue;
          from[key] = c[0] + ',' + c[1];
          queue.push([nx, ny]);
        }
      }
      var step = goal;
      while (from[step] && from[step] !== start) step = from[step];
      if (!(step in from)) return;
      var parts = step.split(',');
      var sx = Number(parts[0]) - g.p.x;
      var sy = Number(parts[1]) - g.p.y;
      // Not into the ghost's arms: wait a moment when it stands on the next cell.
      if (g.foe.x === g.p.x + sx && g.foe.y === g.p.y + sy) return;
      io.press(sx === 1 ? 'ArrowRight' : sx === -1 ? 'ArrowLeft' : sy === 1 ? 'ArrowDown' : 'ArrowUp', between(60, 100));
    },

    memory: function (g, io, dt, s) {
      if (g.wait > 0 || io.busy()) return;
      if (!rhythm(s, 300, 600, dt)) return;
      var seen = rec.memory;
      g.cards.forEach(function (card) {
        if (card.open) seen[card.index] = card.k;
      });
      var hidden = g.cards.filter(function (card) {
        return !card.open && !card.done;
      });
      if (!hidden.length) return;
      var pick = null;
      if (g.openCards.length === 1) {
        var first = g.openCards[0];
        pick = hidden.find(function (card) {
          return seen[card.index] === first.k && card !== first && dice() < 0.85;
        });
      } else {
        // A pair remembered: open one of it.
        pick = hidden.find(function (card) {
          return hidden.some(function (other) {
            return other !== card && seen[other.index] !== undefined && seen[other.index] === seen[card.index];
          });
        });
      }
      if (!pick) {
        var unknown = hidden.filter(function (card) {
          return seen[card.index] === undefined;
        });
        var pool = unknown.length ? unknown : hidden;
        pick = pool[Math.floor(dice() * pool.length)];
      }
      io.tap(pick.x + (g.cw - 6) / 2 + between(-8, 8), pick.y + (g.ch - 6) / 2 + between(-6, 6));
    },

    quiz: function (g, io, dt, s) {
      if (!g.q) return;
      if (s.question !== g.q) {
        s.question = g.q;
        s.readFor = between(1.1, 2.4);
      }
      s.readFor -= dt;
      if (s.readFor > 0 || io.busy()) return;
      var right = g.q.answers.indexOf(g.q.right);
      var choice = dice() < 0.9 ? right : (right + 1) % 3;
      s.readFor = 99;
      io.tap(20 + choice * 200 + between(60, 120), between(225, 275));
    },
  };

  rec.pilot = pilots[config.pilot] || pilots.none;
  var memory = {};

  /** Advances the clock by `ms` in one frame: timers, the pilot, then the frame callbacks. */
  function step(ms) {
    now += ms;
    runDue(timers);
    runDue(actions);
    var g = rec.g;
    if (g && g.state === 'play' && rec.piloting) rec.pilot(g, io, ms / 1000, memory);
    var queue = frames;
    frames = [];
    for (var i = 0; i < queue.length; i++) queue[i](now);
  }

  rec.start = function () {
    var button = document.querySelector('.sr-button');
    if (button) button.click();
    rec.piloting = true;
  };
  /** Plays `seconds` without looking (the warm-up before a clip). */
  rec.run = function (seconds, stepMs) {
    var n = Math.round((seconds * 1000) / stepMs);
    for (var i = 0; i < n; i++) step(stepMs);
    return rec.status();
  };
  /** Advances `steps` steps and answers the canvas as a PNG data URL. */
  rec.frame = function (steps, stepMs) {
    for (var i = 0; i < steps; i++) step(stepMs);
    return canvas().toDataURL('image/png');
  };
  rec.status = function () {
    var g = rec.g;
    return { state: g ? g.state : 'none', score: g ? g.score : 0, t: now };
  };
  rec.takeSounds = function (since) {
    return rec.sounds.filter(function (sound) {
      return sound.at >= since;
    });
  };
})();

/*
 * Shared helpers of the generated games (server/modules/ai-games/build.ts puts this file between the
 * specification and one genre template into the bundle's game.js). Every text of the specification reaches
 * the screen through textContent (the kit) or the canvas, never as markup.
 */
(function () {
  'use strict';
  var spec = window.SPIELRAUM_AI_SPEC;

  function random(seed) {
    var state = seed >>> 0;
    return function () {
      state = (state + 0x6d2b79f5) >>> 0;
      var t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  function shape(ctx, kind, x, y, r, colour) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    if (kind === 'square') {
      ctx.rect(x - r, y - r, r * 2, r * 2);
    } else if (kind === 'triangle') {
      ctx.moveTo(x, y - r);
      ctx.lineTo(x + r, y + r);
      ctx.lineTo(x - r, y + r);
      ctx.closePath();
    } else if (kind === 'diamond') {
      ctx.moveTo(x, y - r);
      ctx.lineTo(x + r, y);
      ctx.lineTo(x, y + r);
      ctx.lineTo(x - r, y);
      ctx.closePath();
    } else if (kind === 'star') {
      for (var i = 0; i < 10; i++) {
        var a = -Math.PI / 2 + (i * Math.PI) / 5;
        var d = i % 2 ? r * 0.45 : r;
        if (i === 0) ctx.moveTo(x + Math.cos(a) * d, y + Math.sin(a) * d);
        else ctx.lineTo(x + Math.cos(a) * d, y + Math.sin(a) * d);
      }
      ctx.closePath();
    } else {
      ctx.arc(x, y, r, 0, Math.PI * 2);
    }
    ctx.fill();
  }

  /** A figure: its shape with two eyes, so player and enemy read as characters. */
  function figure(ctx, who, x, y, r, faceLeft) {
    var isPlayer = who === 'player';
    var f = isPlayer ? spec.player : spec.enemy;
    shape(ctx, f.shape, x, y, r, isPlayer ? spec.palette.player : spec.palette.enemy);
    var dir = faceLeft ? -1 : 1;
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(x + dir * r * 0.3, y - r * 0.15, r * 0.22, 0, Math.PI * 2);
    ctx.arc(x + dir * r * 0.3 - dir * r * 0.45, y - r * 0.15, r * 0.22, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#111';
    ctx.beginPath();
    ctx.arc(x + dir * r * 0.36, y - r * 0.12, r * 0.1, 0, Math.PI * 2);
    ctx.arc(x + dir * r * 0.36 - dir * r * 0.45, y - r * 0.12, r * 0.1, 0, Math.PI * 2);
    ctx.fill();
  }

  var stars = [];
  var rnd = random(spec.seed);
  for (var i = 0; i < 40; i++) stars.push({ x: rnd() * 640, y: rnd() * 360, r: 1 + rnd() * 2.5, s: 0.2 + rnd() });

  /** The themed backdrop: a gradient and seeded decorations that drift with `scroll`. */
  function backdrop(ctx, g, scroll) {
    var p = spec.palette;
    var grad = ctx.createLinearGradient(0, 0, 0, g.H);
    grad.addColorStop(0, p.background);
    grad.addColorStop(1, p.backgroundAlt);
    ctx.fillStyle = grad;
    ctx.fillRect(0, 0, g.W, g.H);
    ctx.globalAlpha = 0.35;
    for (var i = 0; i < stars.length; i++) {
      var s = stars[i];
      var x = (((s.x - (scroll || 0) * s.s) % 640) + 640) % 640;
      if (spec.theme === 'space' || spec.theme === 'neon') shape(ctx, 'circle', x, s.y, s.r, p.accent);
      else if (spec.theme === 'ocean') shape(ctx, 'circle', x, (s.y - g.t * 20 * s.s + 360) % 360, s.r + 1, '#ffffff');
      else if (spec.theme === 'ice') shape(ctx, 'star', x, (s.y + g.t * 25 * s.s) % 360, s.r + 1, '#ffffff');
      else if (spec.theme === 'forest') shape(ctx, 'triangle', x, 300 + (s.y % 60), 12 + s.r * 6, p.backgroundAlt);
      else if (spec.theme === 'city') ctx.fillRect(x, 200 + (s.y % 120), 18 + s.r * 8, 200);
      else if (spec.theme === 'desert') shape(ctx, 'triangle', x, 320, 20 + s.r * 10, p.accent);
      else if (spec.theme === 'candy') shape(ctx, 'circle', x, s.y, s.r * 3, i % 2 ? p.accent : '#ffffff');
      else if (spec.theme === 'castle') ctx.fillRect(x, 260 + (s.y % 40), 26, 120);
      else shape(ctx, 'diamond', x, (s.y - g.t * 30 * s.s + 360) % 360, s.r + 1, p.accent);
    }
    ctx.globalAlpha = 1;
  }

  /** The goal line under the score; and the win when it is reached. */
  function goalText(g) {
    if (spec.goal.kind === 'time') return 'Zeit: ' + Math.max(0, Math.ceil(spec.goal.target - g.t)) + ' s';
    return 'Ziel: ' + g.score + ' / ' + spec.goal.target;
  }

  /** The goal under the kit's score, and an optional second line (lives, time) below it, clear of the toolbar. */
  function hud(g, ctx, extra) {
    var lines = extra ? [goalText(g), extra] : [goalText(g)];
    ctx.font = '600 14px system-ui, sans-serif';
    for (var i = 0; i < lines.length; i++) {
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      ctx.fillRect(10, 44 + i * 26, ctx.measureText(lines[i]).width + 16, 22);
      ctx.fillStyle = '#fff';
      ctx.fillText(lines[i], 18, 48 + i * 26);
    }
  }

  function checkGoal(g) {
    if (spec.goal.kind === 'time' ? g.t >= spec.goal.target : g.score >= spec.goal.target) {
      g.burst(g.W / 2, g.H / 2, [spec.palette.accent, spec.palette.player], 40, 260, 4);
      g.over('Geschafft, Ziel erreicht!');
      return true;
    }
    return false;
  }

  /** The kit's game object with what every template shares: title, help, HUD. */
  function game(parts) {
    parts.title = spec.title;
    parts.help = spec.instructions + ' Deine Idee: „' + spec.description + '“';
    if (!parts.hud) parts.hud = function (g, ctx) {
      hud(g, ctx);
    };
    return parts;
  }

  window.SpielraumAi = { spec: spec, random: random, shape: shape, figure: figure, backdrop: backdrop, hud: hud, checkGoal: checkGoal, game: game, speed: spec.speed };
})();

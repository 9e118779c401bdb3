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
    } else if (kind === 'car') {
      // Seen from above: a body, four wheels and a windscreen.
      ctx.fillRect(x - r * 0.62, y - r, r * 1.24, r * 2);
      ctx.fillStyle = '#111';
      ctx.fillRect(x - r * 0.8, y - r * 0.75, r * 0.2, r * 0.5);
      ctx.fillRect(x + r * 0.6, y - r * 0.75, r * 0.2, r * 0.5);
      ctx.fillRect(x - r * 0.8, y + r * 0.3, r * 0.2, r * 0.5);
      ctx.fillRect(x + r * 0.6, y + r * 0.3, r * 0.2, r * 0.5);
      ctx.fillStyle = 'rgba(255,255,255,0.6)';
      ctx.fillRect(x - r * 0.45, y - r * 0.6, r * 0.9, r * 0.35);
      return;
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
      else if (spec.theme === 'garden') shape(ctx, 'star', x, 290 + (s.y % 70), 4 + s.r * 2, i % 2 ? p.accent : '#ffffff');
      else if (spec.theme === 'city') ctx.fillRect(x, 200 + (s.y % 120), 18 + s.r * 8, 200);
      else if (spec.theme === 'desert') shape(ctx, 'triangle', x, 320, 20 + s.r * 10, p.accent);
      else if (spec.theme === 'candy') shape(ctx, 'circle', x, s.y, s.r * 3, i % 2 ? p.accent : '#ffffff');
      else if (spec.theme === 'castle') ctx.fillRect(x, 260 + (s.y % 40), 26, 120);
      else shape(ctx, 'diamond', x, (s.y - g.t * 30 * s.s + 360) % 360, s.r + 1, p.accent);
    }
    ctx.globalAlpha = 1;
  }

  // What the description named: the items to collect and what to avoid or fight (a specification of version 1
  // has neither: its enemy is the one hazard), the lives and the time limit.
  var items = spec.items && spec.items.length ? spec.items : [];
  var hazards = spec.hazards && spec.hazards.length ? spec.hazards : [{ name: spec.enemy.name, plural: spec.enemy.name, shape: spec.enemy.shape, kind: 'enemy' }];
  var lives = Math.max(1, spec.lives || 1);
  var timeLimit = spec.timeLimit || 0;

  /** Draws the collectible of kind `index` (cycling through the named ones); false when nothing was named. */
  function item(ctx, index, x, y, r) {
    if (!items.length) return false;
    var it = items[index % items.length];
    shape(ctx, it.shape === 'car' ? 'square' : it.shape, x, y, r, it.colour || spec.palette.accent);
    ctx.fillStyle = 'rgba(255,255,255,0.55)';
    ctx.beginPath();
    ctx.arc(x - r * 0.3, y - r * 0.35, r * 0.22, 0, Math.PI * 2);
    ctx.fill();
    return true;
  }

  /** Draws the hazard of kind `index`: an enemy with eyes, an obstacle as a plain thing with an outline. */
  function hazard(ctx, index, x, y, r, faceLeft) {
    var h = hazards[index % hazards.length];
    var colour = h.colour && hazards.length > 1 ? h.colour : spec.palette.enemy;
    if (h.kind === 'obstacle') {
      shape(ctx, h.shape, x, y, r, h.colour || spec.palette.enemy);
      ctx.strokeStyle = 'rgba(0,0,0,0.45)';
      ctx.lineWidth = 2;
      ctx.stroke();
      return;
    }
    shape(ctx, h.shape, x, y, r, colour);
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

  /**
   * The player is hit: one life less and a moment of safety, or the end of the round with `message` when none is
   * left. True when the round is over (the template returns from its update then).
   */
  function hit(g, message) {
    if (g.safe > 0) return false;
    g.lives -= 1;
    if (g.lives <= 0) {
      g.over(message);
      return true;
    }
    g.safe = 1.2;
    g.shake(6);
    g.flash(spec.palette.enemy);
    g.sfx(180, 0.2, 'sawtooth', 0.06, 90);
    return false;
  }

  /** The goal line under the score; and the win when it is reached. */
  function goalText(g) {
    var kind = spec.goal.kind;
    if (kind === 'time') return 'Zeit: ' + Math.max(0, Math.ceil(spec.goal.target - g.t)) + ' s';
    if (kind === 'collect' && items.length) return (items[0].plural || items[0].name) + ': ' + g.score + ' / ' + spec.goal.target;
    if (kind === 'defeat') return 'Besiegt: ' + g.score + ' / ' + spec.goal.target;
    return 'Ziel: ' + g.score + ' / ' + spec.goal.target;
  }

  /** The goal under the kit's score, then lives, the time limit and an optional extra line, clear of the toolbar. */
  function hud(g, ctx, extra) {
    var lines = [goalText(g)];
    if (lives > 1) lines.push('Leben: ' + Math.max(0, g.lives));
    if (timeLimit) lines.push('Zeit: ' + Math.max(0, Math.ceil(timeLimit - g.t)) + ' s');
    if (extra) lines.push(extra);
    ctx.font = '600 14px system-ui, sans-serif';
    for (var i = 0; i < lines.length; i++) {
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      ctx.fillRect(10, 44 + i * 26, ctx.measureText(lines[i]).width + 16, 22);
      ctx.fillStyle = '#fff';
      g.hudText(ctx, lines[i], 18, 48 + i * 26);
    }
  }

  function checkGoal(g) {
    if (spec.goal.kind === 'time' ? g.t >= spec.goal.target : g.score >= spec.goal.target) {
      g.burst(g.W / 2, g.H / 2, [spec.palette.accent, spec.palette.player], 40, 260, 4);
      g.over('Geschafft, Ziel erreicht!');
      return true;
    }
    if (timeLimit && g.t >= timeLimit) {
      g.over('Die Zeit ist um!');
      return true;
    }
    return false;
  }

  /** The kit's game object with what every template shares: title, help, HUD, lives and the moment of safety. */
  function game(parts) {
    parts.title = spec.title;
    parts.help = spec.instructions + ' Deine Idee: „' + spec.description + '“';
    if (!parts.hud) parts.hud = function (g, ctx) {
      hud(g, ctx);
    };
    var reset = parts.reset;
    parts.reset = function (g) {
      g.lives = lives;
      g.safe = 0;
      reset(g);
    };
    var update = parts.update;
    parts.update = function (g, dt) {
      if (g.safe > 0) g.safe -= dt;
      update(g, dt);
    };
    return parts;
  }

  /** While the player is safe after a hit it blinks. */
  function blinking(g) {
    return g.safe > 0 && Math.floor(g.t * 12) % 2 === 0;
  }

  window.SpielraumAi = {
    spec: spec,
    random: random,
    shape: shape,
    figure: figure,
    item: item,
    hazard: hazard,
    items: items,
    hazards: hazards,
    hit: hit,
    blinking: blinking,
    backdrop: backdrop,
    hud: hud,
    checkGoal: checkGoal,
    game: game,
    speed: spec.speed,
  };
})();

extension StoryboardHTML {
    /// The page's style sheet: system fonts only, phones drawn in CSS, print-ready.
    static let css = """
        :root { --ink: #1c1c1e; --muted: #6e6e73; --paper: #f5f3ef; --card: #ffffff; --tint: #0a64d6;
          --discovery: #0a64d6; --forward: #8e8e93; --line: #e3e3e8; }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--paper); color: var(--ink);
          font: 13px/1.35 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; }
        .page-header { padding: 32px 48px 0; }
        h1 { margin: 0; font-size: 26px; font-weight: 700; letter-spacing: -0.02em; }
        .summary { margin: 4px 0 0; color: var(--muted); font-size: 14px; }
        .legend { margin: 10px 0 0; display: flex; gap: 22px; color: var(--muted); font-size: 12px; }
        .key::before { content: ""; display: inline-block; width: 28px; height: 0; margin-right: 8px;
          vertical-align: middle; border-top: 2px solid var(--discovery); }
        .key.forward::before { border-top-color: var(--forward); }
        .board { position: relative; margin: 8px 0 0; }
        svg.arrows, svg.labels { position: absolute; left: 0; top: 0; overflow: visible; pointer-events: none; }
        svg.arrows { z-index: 0; }
        svg.labels { z-index: 2; }
        .arrow { fill: none; stroke-width: 1.6; }
        .arrow.discovery { stroke: var(--discovery); stroke-width: 2; }
        .arrow.forward { stroke: var(--forward); }
        .head.discovery { fill: var(--discovery); }
        .head.forward { fill: var(--forward); }
        .label text { font-size: 10.5px; paint-order: stroke; stroke: var(--paper); stroke-width: 4px;
          stroke-linejoin: round; font-family: ui-monospace, Menlo, Consolas, monospace; }
        .label.discovery text { fill: var(--discovery); font-weight: 600; }
        .label.forward text { fill: #5f5f64; }
        .screen { position: absolute; z-index: 1; width: 232px; }
        .caption { margin: 0 0 8px; height: 26px; display: flex; align-items: center; gap: 8px;
          font-size: 14px; font-weight: 600; white-space: nowrap; }
        .caption .number { flex: none; min-width: 22px; height: 22px; padding: 0 6px; border-radius: 11px;
          background: var(--ink); color: #fff; font-size: 11px; line-height: 22px; text-align: center; }
        .caption .name { overflow: hidden; text-overflow: ellipsis; }
        .caption .flag { flex: none; color: #c4271c; font-size: 12px; }
        .phone { width: 232px; height: 470px; padding: 9px; border-radius: 36px; background: #1c1c1e;
          box-shadow: 0 10px 30px rgba(40, 30, 20, 0.16), 0 1px 3px rgba(0, 0, 0, 0.2); }
        .display { position: relative; width: 100%; height: 100%; border-radius: 28px; overflow: hidden;
          background: #f2f2f7; }
        .layer { position: absolute; inset: 0; display: flex; flex-direction: column; background: #f2f2f7; }
        .layer.sheet { top: 34px; border-radius: 14px 14px 0 0; background: #fff;
          box-shadow: 0 -2px 12px rgba(0, 0, 0, 0.15); }
        .layer.overFullScreen { background: rgba(255, 255, 255, 0.96); }
        .layer.empty { align-items: center; justify-content: center; color: var(--muted); }
        .dim { position: absolute; inset: 0; background: rgba(0, 0, 0, 0.32); }
        .grabber { width: 36px; height: 5px; margin: 6px auto 0; border-radius: 3px; background: #c7c7cc; flex: none; }
        .statusbar { flex: none; height: 30px; padding: 8px 22px 0; display: flex; justify-content: space-between;
          font-size: 11px; font-weight: 600; }
        .statusbar .signal { width: 30px; height: 9px; margin-top: 3px; border-radius: 2px;
          background: linear-gradient(90deg, var(--ink) 0 55%, transparent 55% 62%, var(--ink) 62% 100%); opacity: .8; }
        .navbar { flex: none; height: 38px; display: grid; grid-template-columns: 58px 1fr 58px; align-items: center;
          border-bottom: 1px solid var(--line); background: rgba(249, 249, 251, 0.96); }
        .navbar .back { color: var(--tint); font-size: 12.5px; padding-left: 8px; white-space: nowrap; }
        .navtitle { text-align: center; font-weight: 600; font-size: 13px; white-space: nowrap; overflow: hidden;
          text-overflow: ellipsis; }
        .content { flex: 1; overflow: hidden; padding: 10px 0 8px; }
        .controller { margin: 40px 12px; text-align: center; color: var(--muted); font-size: 11px;
          font-family: ui-monospace, Menlo, Consolas, monospace; }
        .label { margin: 4px 14px 6px; font-size: 12.5px; overflow-wrap: anywhere; }
        .button { display: block; margin: 6px 14px; padding: 7px 10px; border-radius: 9px; background: #e4eefc;
          color: var(--tint); font-weight: 600; font-size: 12.5px; text-align: center; white-space: nowrap;
          overflow: hidden; text-overflow: ellipsis; }
        .field { display: block; margin: 6px 14px; padding: 7px 9px; border-radius: 8px; background: #fff;
          border: 1px solid #d1d1d6; font-size: 12.5px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .field.placeholder { color: #a1a1a6; }
        .image { margin: 6px 14px; height: 86px; border-radius: 10px; background: #e6e1d8; display: flex;
          flex-direction: column; align-items: center; justify-content: center; gap: 4px; }
        .image svg { width: 40px; height: 27px; fill: #b9ae9c; }
        .image figcaption { font-size: 10px; color: #8a7f71; max-width: 90%; overflow: hidden; text-overflow: ellipsis;
          white-space: nowrap; }
        .table { margin: 4px 10px 8px; border-radius: 10px; background: #fff; overflow: hidden; }
        .row { display: flex; justify-content: space-between; gap: 6px; padding: 8px 10px; font-size: 12.5px;
          border-top: 1px solid var(--line); }
        .row:first-child { border-top: none; }
        .row span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .row i { color: #c7c7cc; font-style: normal; }
        .stack.horizontal { display: flex; gap: 0; }
        .stack.horizontal > * { flex: 1; min-width: 0; }
        .other { margin: 4px 14px; color: var(--muted); font-size: 11px;
          font-family: ui-monospace, Menlo, Consolas, monospace; }
        .tabbar { flex: none; height: 50px; display: flex; border-top: 1px solid var(--line);
          background: rgba(249, 249, 251, 0.97); padding-top: 6px; }
        .tab { flex: 1; display: flex; flex-direction: column; align-items: center; gap: 3px; font-size: 10px;
          color: #8e8e93; white-space: nowrap; overflow: hidden; }
        .tab i { width: 20px; height: 16px; border-radius: 5px; background: #c7c7cc; }
        .tab.selected { color: var(--tint); font-weight: 600; }
        .tab.selected i { background: var(--tint); }
        .alert { position: absolute; left: 22px; right: 22px; top: 38%; border-radius: 14px; overflow: hidden;
          background: rgba(248, 248, 250, 0.98); text-align: center; }
        .alert-text { padding: 14px 14px 12px; }
        .alert-text b { display: block; font-size: 13px; }
        .alert-text p { margin: 4px 0 0; font-size: 11.5px; }
        .alert-actions span { display: block; padding: 9px; border-top: 1px solid #d8d8dd; color: var(--tint);
          font-size: 13px; }
        .alert-actions.pair { display: flex; }
        .alert-actions.pair span { flex: 1; }
        .alert-actions.pair span + span { border-left: 1px solid #d8d8dd; }
        .action-sheet { position: absolute; left: 8px; right: 8px; bottom: 10px; }
        .sheet-group { margin-top: 7px; border-radius: 13px; overflow: hidden; background: rgba(248, 248, 250, 0.98);
          text-align: center; }
        .sheet-group span { display: block; padding: 10px; border-top: 1px solid #d8d8dd; color: var(--tint);
          font-size: 13.5px; }
        .sheet-group span:first-child { border-top: none; }
        .sheet-group .cancel { font-weight: 600; }
        .sheet-title { padding: 9px 10px 7px; color: var(--muted); font-size: 11px; }
        .path { margin: 9px 2px 0; color: var(--muted); font-size: 10.5px; line-height: 1.4;
          font-family: ui-monospace, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
        .returns { margin: 5px 0 0; padding: 0 2px; list-style: none; font-size: 10.5px; color: #5f5f64; }
        .returns li { margin: 2px 0; overflow-wrap: anywhere; }
        .returns code { font-family: ui-monospace, Menlo, Consolas, monospace; color: #8a7f71; }
        .returns b { display: inline-block; min-width: 15px; height: 15px; padding: 0 4px; border-radius: 8px;
          background: #d9d4cc; color: var(--ink); font-size: 9.5px; line-height: 15px; text-align: center; }
        .loops { margin: 3px 2px 0; color: #9a9aa0; font-size: 10px; font-family: ui-monospace, Menlo, Consolas, monospace;
          overflow-wrap: anywhere; }
        .loops code { display: inline-block; margin: 2px 2px 0 0; padding: 0 4px; border-radius: 4px;
          background: #ebe7e1; color: #77706a; font-family: inherit; white-space: nowrap; }
        .violations { margin: 0 48px 48px; padding: 16px 20px; border-radius: 12px; background: #fff;
          border: 1px solid #f0c9c5; }
        .violations.none { border-color: #cfe6d3; color: #2f6b3a; }
        .violations h2 { margin: 0 0 8px; font-size: 16px; color: #c4271c; }
        .violations li { margin: 6px 0; }
        .violations code { color: var(--muted); font-size: 11px; }
        @media print {
          @page { size: landscape; margin: 10mm; }
          body { background: #fff; }
          .label text { stroke: #fff; }
          .phone { box-shadow: none; }
        }
        """
}

#compdef sketchpad

__sketchpad_complete() {
    local -ar non_empty_completions=("${@:#(|:*)}")
    local -ar empty_completions=("${(M)@:#(|:*)}")
    _describe -V '' non_empty_completions -- empty_completions -P $'\'\''
}

__sketchpad_custom_complete() {
    local -a completions
    completions=("${(@f)"$("${command_name}" "${@}" "${command_line[@]}")"}")
    if [[ "${#completions[@]}" -gt 1 ]]; then
        __sketchpad_complete "${completions[@]:0:-1}"
    fi
}

__sketchpad_cursor_index_in_current_word() {
    if [[ -z "${QIPREFIX}${IPREFIX}${PREFIX}" ]]; then
        printf 0
    else
        printf %s "${#${(z)LBUFFER}[-1]}"
    fi
}

_sketchpad() {
    emulate -RL zsh -G
    setopt extendedglob nullglob numericglobsort
    unsetopt aliases banghist

    local -xr SAP_SHELL=zsh
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(builtin emulate zsh -c 'printf %s "${ZSH_VERSION}"')"
    local -r SAP_SHELL_VERSION

    local context state state_descr line
    local -A opt_args

    local -r command_name="${words[1]}"
    local -ar command_line=("${words[@]}")
    local -ir current_word_index="$((CURRENT - 1))"

    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'draw:Open a window and draw with every finger and the mouse.'
            'replay:Replay an event script or a saved drawing: to a PNG, to a .sketch, or in a window.'
            'export:Render a saved drawing (.sketch) as PNG or SVG.'
            'bench:Measure frame times with synthetic fingers driving the real event path and renderer.'
            'fidelity:Measure how closely each smoothing mode follows known curves drawn by a synthetic finger.'
            'predict:Measure the touch predictor on event scripts or recorded touch traces.'
            'help:Show subcommand help information.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        draw|replay|export|bench|fidelity|predict|help)
            "_sketchpad_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_sketchpad_draw() {
    local -i ret=1
    local -ar ___smoothing=('none' 'catmull-rom' 'bezier' 'midpoint' 'model')
    local -ar ___pressure=('auto' 'device' 'speed' 'none')
    local -ar ___tool=('pen' 'line' 'trail' 'eraser')
    local -ar ___layout=('screen' 'table')
    local -ar arg_specs=(
        ':file:'
        '--size[Window and canvas size in pixels, WxH (default 1280x800, or a saved drawing'\''s own).]:size:'
        '--fullscreen[Fill the screen.]'
        '--record[Record every input event to this event script (.jsonl).]:record:'
        '--play[Play this event script (.jsonl) into the window in real time, as if from its devices (demos, tests).]:play:'
        '--stats[Show fps, the 99th-percentile frame time and input-to-present latency over the last second in the top left corner (also SKETCHPAD_STATS=1).]'
        '--width[Pen width in pixels at full pressure (1 to 256).]:width:'
        '--color[Pen colour as #RRGGBB, or #RRGGBBAA for translucent ink (alpha 00 to FF).]:color:'
        '--smoothing[Smoothing of the centreline\: none, catmull-rom, bezier, midpoint or model.]:smoothing:{__sketchpad_complete "${___smoothing[@]}"}'
        '--granularity[Segments per span for catmull-rom smoothing (1 to 64).]:granularity:'
        '--pressure[Where the width comes from\: auto (device pressure where reported, else speed), device, speed or none.]:pressure:{__sketchpad_complete "${___pressure[@]}"}'
        '--prediction[Predicted ink ahead of each finger\: on (one frame, 16.7 ms), off, or how many milliseconds past the frame it reaches (0 to 66.7). Never saved or exported.]:prediction:'
        '--tool[Tool at the start\: pen, line, trail or eraser.]:tool:{__sketchpad_complete "${___tool[@]}"}'
        '--no-ui[No toolbars\: every touch draws.]'
        '--users[People sharing the screen\: 1 to 8, each with a zone and a toolbar, or '\''devices'\'' for one person per touch device (and the mouse). Default 1, or a saved drawing'\''s own.]:users:'
        '--layout[Where the zones go\: screen (side by side, then a grid) or table (around the edges, toolbars facing their people).]:layout:{__sketchpad_complete "${___layout[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_sketchpad_replay() {
    local -i ret=1
    local -ar ___smoothing=('none' 'catmull-rom' 'bezier' 'midpoint' 'model')
    local -ar ___pressure=('auto' 'device' 'speed' 'none')
    local -ar ___tool=('pen' 'line' 'trail' 'eraser')
    local -ar ___layout=('screen' 'table')
    local -ar arg_specs=(
        ':input:'
        '(-o --output)'{-o,--output}'[Where to write the canvas (.png). Nothing is written on failure.]:output:'
        '--save[Where to save the drawing (.sketch), strokes still in progress at the end included.]:save:'
        '--size[Window and canvas size in pixels, WxH (default\: 800x600, or a saved drawing'\''s own).]:size:'
        '--speed[Playback speed in a window\: 2 plays twice as fast.]:speed:'
        '--width[Pen width in pixels at full pressure (1 to 256).]:width:'
        '--color[Pen colour as #RRGGBB, or #RRGGBBAA for translucent ink (alpha 00 to FF).]:color:'
        '--smoothing[Smoothing of the centreline\: none, catmull-rom, bezier, midpoint or model.]:smoothing:{__sketchpad_complete "${___smoothing[@]}"}'
        '--granularity[Segments per span for catmull-rom smoothing (1 to 64).]:granularity:'
        '--pressure[Where the width comes from\: auto (device pressure where reported, else speed), device, speed or none.]:pressure:{__sketchpad_complete "${___pressure[@]}"}'
        '--prediction[Predicted ink ahead of each finger\: on (one frame, 16.7 ms), off, or how many milliseconds past the frame it reaches (0 to 66.7). Never saved or exported.]:prediction:'
        '--tool[Tool at the start\: pen, line, trail or eraser.]:tool:{__sketchpad_complete "${___tool[@]}"}'
        '--no-ui[No toolbars\: every touch draws.]'
        '--users[People sharing the screen\: 1 to 8, each with a zone and a toolbar, or '\''devices'\'' for one person per touch device (and the mouse). Default 1, or a saved drawing'\''s own.]:users:'
        '--layout[Where the zones go\: screen (side by side, then a grid) or table (around the edges, toolbars facing their people).]:layout:{__sketchpad_complete "${___layout[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_sketchpad_export() {
    local -i ret=1
    local -ar arg_specs=(
        ':input:'
        '(-o --output)'{-o,--output}'[Where to write it\: a .png or .svg file.]:output:'
        '--scale[For PNG\: output pixels per canvas pixel (1 to 8).]:scale:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_sketchpad_bench() {
    local -i ret=1
    local -ar ___renderer=('cached' 'naive' 'floor')
    local -ar ___smoothing=('none' 'catmull-rom' 'bezier' 'midpoint' 'model')
    local -ar ___pressure=('auto' 'device' 'speed' 'none')
    local -ar arg_specs=(
        '--fingers[Synthetic fingers drawing at once (0 to 64).]:fingers:'
        '--committed[Strokes committed before timing (handwriting-like, 50 to 300 samples each).]:committed:'
        '--seconds[Length of the timed run in seconds, warm-up included.]:seconds:'
        '--size[Canvas size in pixels, WxH.]:size:'
        '--renderer[cached (the product), naive (redraw every stroke every frame) or floor (copy and present only).]:renderer:{__sketchpad_complete "${___renderer[@]}"}'
        '--json[Write the report as JSON here.]:json:'
        '--plot[Write an SVG plot of frame times here.]:plot:'
        '--vsync[Wait for vertical blank on present.]'
        '--frames[Run exactly this many frames on a virtual 60 Hz clock instead of --seconds of real time (deterministic, for profiling).]:frames:'
        '--seed[Seed of the synthetic fingers and strokes.]:seed:'
        '--never-lift[Fingers never lift\: measures cost against the length of strokes in progress.]'
        '--smoothing[Smoothing of every stroke\: none, catmull-rom, bezier, midpoint or model.]:smoothing:{__sketchpad_complete "${___smoothing[@]}"}'
        '--pressure[Width source of every stroke\: auto, device, speed or none.]:pressure:{__sketchpad_complete "${___pressure[@]}"}'
        '--users[People sharing the screen (1 to 8)\: zones, a toolbar each (drawn every frame), fingers shared out among them.]:users:'
        '--prediction[Predicted ink\: on (reaching as far ahead as the last frame took), off, or a lead in ms (0 to 66.7). The report gives the ink gap (drawn tip to the finger'\''s true position at each present) with and without it, and wrong ink (predicted tip to the path the finger took).]:prediction:'
        '--eraser[The fingers erase instead of drawing, sweeping the --committed strokes; the report counts strokes erased, hit tests per eraser event and canvas rebuilds.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_sketchpad_fidelity() {
    local -i ret=1
    local -ar arg_specs=(
        '--seed[Seed of the finger'\''s jitter (model was tuned on seed 1; 2 is held out).]:seed:'
        '*--trace[A recorded touch trace (.txt) to measure too; repeatable.]:trace:'
        '*--case[Run only this case of the suite (its number in the table); repeatable.]:case:'
        '--list[Print the suite'\''s table of cases (numbered for --case) and exit.]'
        '--all-modes[Print every mode'\''s figures on every case, not only model against the best seed mode.]'
        '--corners[Also run the four-curve report with the zig-zag'\''s corner measures.]'
        '--json[Write the report as JSON here.]:json:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_sketchpad_predict() {
    local -i ret=1
    local -ar arg_specs=(
        '*:inputs:'
        '--horizon[How far ahead to predict, in milliseconds (0 to 66.7).]:horizon:'
        '--size[Canvas size the scripts are mapped to, WxH (default\: the traces'\'' 1920x1200).]:size:'
        '--json[Write the report as JSON here.]:json:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_sketchpad_help() {
    local -i ret=1
    local -ar arg_specs=(
        '*:subcommands:'
        '--version[Show the version.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

if [[ "${funcstack[1]}" = _sketchpad ]]; then
    _sketchpad "${@}"
else
    compdef _sketchpad sketchpad
fi

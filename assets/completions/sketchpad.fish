function __sketchpad_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __sketchpad_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __sketchpad_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __sketchpad_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __sketchpad_parse_tokens -S
    set -l unparsed_tokens (__sketchpad_tokens -pc)
    switch $unparsed_tokens[1]
    case 'sketchpad'
        __sketchpad_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'draw'
            __sketchpad_parse_subcommand 1 'size=' 'fullscreen' 'record=' 'play=' 'stats' 'width=' 'color=' 'smoothing=' 'granularity=' 'pressure=' 'prediction=' 'tool=' 'no-ui' 'users=' 'layout=' 'version' 'h/help'
        case 'replay'
            __sketchpad_parse_subcommand 1 'o/output=' 'save=' 'size=' 'speed=' 'width=' 'color=' 'smoothing=' 'granularity=' 'pressure=' 'prediction=' 'tool=' 'no-ui' 'users=' 'layout=' 'version' 'h/help'
        case 'export'
            __sketchpad_parse_subcommand 1 'o/output=' 'scale=' 'version' 'h/help'
        case 'bench'
            __sketchpad_parse_subcommand 0 'fingers=' 'committed=' 'seconds=' 'size=' 'renderer=' 'json=' 'plot=' 'vsync' 'frames=' 'seed=' 'never-lift' 'smoothing=' 'pressure=' 'users=' 'prediction=' 'eraser' 'version' 'h/help'
        case 'fidelity'
            __sketchpad_parse_subcommand 0 'seed=' 'seeds=' 'trace=+' 'case=+' 'list' 'all-modes' 'corners' 'json=' 'version' 'h/help'
        case 'predict'
            __sketchpad_parse_subcommand -r 1 'horizon=' 'size=' 'json=' 'version' 'h/help'
        case 'help'
            __sketchpad_parse_subcommand -r 1 'version'
        end
    end
end

function __sketchpad_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __sketchpad_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __sketchpad_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __sketchpad_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__sketchpad_tokens -p)
    if test -z "$(__sketchpad_tokens -t)"
        set -l index (count (__sketchpad_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'sketchpad' -f
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad" version' -l 'version' -d 'Show the version.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_positional "sketchpad" -eq 1' -fa 'draw' -d 'Open a window and draw with every finger and the mouse.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_positional "sketchpad" -eq 1' -fa 'replay' -d 'Replay an event script or a saved drawing: to a PNG, to a .sketch, or in a window.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_positional "sketchpad" -eq 1' -fa 'export' -d 'Render a saved drawing (.sketch) as PNG or SVG.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_positional "sketchpad" -eq 1' -fa 'bench' -d 'Measure frame times with synthetic fingers driving the real event path and renderer.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_positional "sketchpad" -eq 1' -fa 'fidelity' -d 'Measure how closely each smoothing mode follows known curves drawn by a synthetic finger.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_positional "sketchpad" -eq 1' -fa 'predict' -d 'Measure the touch predictor on event scripts or recorded touch traces.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_positional "sketchpad" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" size' -l 'size' -d 'Window and canvas size in pixels, WxH (default 1280x800, or a saved drawing\'s own).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" fullscreen' -l 'fullscreen' -d 'Fill the screen.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" record' -l 'record' -d 'Record every input event to this event script (.jsonl).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" play' -l 'play' -d 'Play this event script (.jsonl) into the window in real time, as if from its devices (demos, tests).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" stats' -l 'stats' -d 'Show fps, the 99th-percentile frame time and input-to-present latency over the last second in the top left corner (also SKETCHPAD_STATS=1).'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" width' -l 'width' -d 'Pen width in pixels at full pressure (1 to 256).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" color' -l 'color' -d 'Pen colour as #RRGGBB, or #RRGGBBAA for translucent ink (alpha 00 to FF).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" smoothing' -l 'smoothing' -d 'Smoothing of the centreline: none, catmull-rom, bezier, midpoint or model.' -rfka 'none catmull-rom bezier midpoint model'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" granularity' -l 'granularity' -d 'Segments per span for catmull-rom smoothing (1 to 64).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" pressure' -l 'pressure' -d 'Where the width comes from: auto (device pressure where reported, else speed), device, speed or none.' -rfka 'auto device speed none'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" prediction' -l 'prediction' -d 'Predicted ink ahead of each finger: on (one frame, 16.7 ms), off, or how many milliseconds past the frame it reaches (0 to 66.7). Never saved or exported.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" tool' -l 'tool' -d 'Tool at the start: pen, line, trail or eraser.' -rfka 'pen line trail eraser'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" no-ui' -l 'no-ui' -d 'No toolbars: every touch draws.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" users' -l 'users' -d 'People sharing the screen: 1 to 8, each with a zone and a toolbar, or \'devices\' for one person per touch device (and the mouse). Default 1, or a saved drawing\'s own.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" layout' -l 'layout' -d 'Where the zones go: screen (side by side, then a grid) or table (around the edges, toolbars facing their people).' -rfka 'screen table'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" version' -l 'version' -d 'Show the version.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad draw" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" o output' -s 'o' -l 'output' -d 'Where to write the canvas (.png). Nothing is written on failure.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" save' -l 'save' -d 'Where to save the drawing (.sketch), strokes still in progress at the end included.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" size' -l 'size' -d 'Window and canvas size in pixels, WxH (default: 800x600, or a saved drawing\'s own).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" speed' -l 'speed' -d 'Playback speed in a window: 2 plays twice as fast.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" width' -l 'width' -d 'Pen width in pixels at full pressure (1 to 256).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" color' -l 'color' -d 'Pen colour as #RRGGBB, or #RRGGBBAA for translucent ink (alpha 00 to FF).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" smoothing' -l 'smoothing' -d 'Smoothing of the centreline: none, catmull-rom, bezier, midpoint or model.' -rfka 'none catmull-rom bezier midpoint model'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" granularity' -l 'granularity' -d 'Segments per span for catmull-rom smoothing (1 to 64).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" pressure' -l 'pressure' -d 'Where the width comes from: auto (device pressure where reported, else speed), device, speed or none.' -rfka 'auto device speed none'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" prediction' -l 'prediction' -d 'Predicted ink ahead of each finger: on (one frame, 16.7 ms), off, or how many milliseconds past the frame it reaches (0 to 66.7). Never saved or exported.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" tool' -l 'tool' -d 'Tool at the start: pen, line, trail or eraser.' -rfka 'pen line trail eraser'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" no-ui' -l 'no-ui' -d 'No toolbars: every touch draws.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" users' -l 'users' -d 'People sharing the screen: 1 to 8, each with a zone and a toolbar, or \'devices\' for one person per touch device (and the mouse). Default 1, or a saved drawing\'s own.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" layout' -l 'layout' -d 'Where the zones go: screen (side by side, then a grid) or table (around the edges, toolbars facing their people).' -rfka 'screen table'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" version' -l 'version' -d 'Show the version.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad replay" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad export" o output' -s 'o' -l 'output' -d 'Where to write it: a .png or .svg file.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad export" scale' -l 'scale' -d 'For PNG: output pixels per canvas pixel (1 to 8).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad export" version' -l 'version' -d 'Show the version.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad export" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" fingers' -l 'fingers' -d 'Synthetic fingers drawing at once (0 to 64).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" committed' -l 'committed' -d 'Strokes committed before timing (handwriting-like, 50 to 300 samples each).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" seconds' -l 'seconds' -d 'Length of the timed run in seconds, warm-up included.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" size' -l 'size' -d 'Canvas size in pixels, WxH.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" renderer' -l 'renderer' -d 'cached (the product), naive (redraw every stroke every frame) or floor (copy and present only).' -rfka 'cached naive floor'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" json' -l 'json' -d 'Write the report as JSON here.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" plot' -l 'plot' -d 'Write an SVG plot of frame times here.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" vsync' -l 'vsync' -d 'Wait for vertical blank on present.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" frames' -l 'frames' -d 'Run exactly this many frames on a virtual 60 Hz clock instead of --seconds of real time (deterministic, for profiling).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" seed' -l 'seed' -d 'Seed of the synthetic fingers and strokes.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" never-lift' -l 'never-lift' -d 'Fingers never lift: measures cost against the length of strokes in progress.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" smoothing' -l 'smoothing' -d 'Smoothing of every stroke: none, catmull-rom, bezier, midpoint or model.' -rfka 'none catmull-rom bezier midpoint model'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" pressure' -l 'pressure' -d 'Width source of every stroke: auto, device, speed or none.' -rfka 'auto device speed none'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" users' -l 'users' -d 'People sharing the screen (1 to 8): zones, a toolbar each (drawn every frame), fingers shared out among them.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" prediction' -l 'prediction' -d 'Predicted ink: on (reaching as far ahead as the last frame took), off, or a lead in ms (0 to 66.7). The report gives the ink gap (drawn tip to the finger\'s true position at each present) with and without it, and wrong ink (predicted tip to the path the finger took).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" eraser' -l 'eraser' -d 'The fingers erase instead of drawing, sweeping the --committed strokes; the report counts strokes erased, hit tests per eraser event and canvas rebuilds.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" version' -l 'version' -d 'Show the version.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad bench" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad fidelity" seed' -l 'seed' -d 'Seed of the finger\'s jitter (model was tuned on seed 1; 2, the default, is held out).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad fidelity" seeds' -l 'seeds' -d 'Run the suite once per seed of this range (A-B, or one seed A; at most 1000 seeds) and print where model loses.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad fidelity"' -l 'trace' -d 'A recorded touch trace (.txt) to measure too; repeatable.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad fidelity"' -l 'case' -d 'Run only this case of the suite (its number in the table); repeatable.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad fidelity" list' -l 'list' -d 'Print the suite\'s table of cases (numbered for --case) and exit.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad fidelity" all-modes' -l 'all-modes' -d 'Print every mode\'s figures on every case, not only model against the best seed mode.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad fidelity" corners' -l 'corners' -d 'Also run the four-curve report with the zig-zag\'s corner measures.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad fidelity" json' -l 'json' -d 'Write the report as JSON here.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad fidelity" version' -l 'version' -d 'Show the version.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad fidelity" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad predict" horizon' -l 'horizon' -d 'How far ahead to predict, in milliseconds (0 to 66.7).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad predict" size' -l 'size' -d 'Canvas size the scripts are mapped to, WxH (default: the traces\' 1920x1200).' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad predict" json' -l 'json' -d 'Write the report as JSON here.' -rfka ''
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad predict" version' -l 'version' -d 'Show the version.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad predict" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'sketchpad' -n '__sketchpad_should_offer_completions_for_flags_or_options "sketchpad help" version' -l 'version' -d 'Show the version.'

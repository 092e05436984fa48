from veracity.cli import main

raise SystemExit(main())

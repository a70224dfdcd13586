// Command lifeline opens the Lifeline window directly (without the
// subcommands of the main program): lifeline [file.sgf].
package main

import (
	"os"

	"lifeline/app"
)

func main() { os.Exit(app.Run(os.Args[1:])) }

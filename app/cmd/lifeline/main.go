// Command lifeline opens the Lifeline window directly (without the
// subcommands of the main program): lifeline [file.sgf].
package main

import (
	"os"

	"lifeline/app"
	_ "lifeline/internal/quietlocale" // before Fyne reads the locale
)

func main() { os.Exit(app.Run(os.Args[1:])) }

module lifeline

go 1.26.8

require (
	fyne.io/fyne/v2 v2.7.1 // indirect
	golang.org/x/text v0.43.0 // indirect
)

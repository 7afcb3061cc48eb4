"""The book's widgets. Each topic has its own module; ``static`` holds the shared builder for
widgets that also work in the static site (pre-rendered pages + a jslinked control)."""

from holdem.widgets.static import StaticStepper, StepperError, figure_page, static_stepper

__all__ = ["StaticStepper", "StepperError", "figure_page", "static_stepper"]

"""Game scripts (*.game): parser, runner, expectations, game log."""

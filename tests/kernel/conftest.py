"""Fixtures for kernel tests; shared data lives in kernel_helpers.py."""
import pytest

from kernel_helpers import main_phase_game


@pytest.fixture
def game():
    g, _ = main_phase_game()
    return g

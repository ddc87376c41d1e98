@_exported import Scenewright

import LayoutTool

LayoutTool.main()

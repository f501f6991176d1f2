// A triangle patch: control points passed through, edge factors from a constant, phases for the constant function.
cbuffer Tess : register(b0) { float4 g_factors; };
struct CP { float3 pos : POSITION; float2 uv : TEXCOORD0; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };

PC patch(InputPatch<CP, 3> ip)
{
    PC o;
    o.e[0] = g_factors.x; o.e[1] = g_factors.y; o.e[2] = g_factors.z;
    o.i = max(g_factors.w, 1.0);
    return o;
}

[domain("tri")] [partitioning("fractional_odd")] [outputtopology("triangle_cw")]
[outputcontrolpoints(3)] [patchconstantfunc("patch")] [maxtessfactor(15.0)]
CP main(InputPatch<CP, 3> ip, uint id : SV_OutputControlPointID)
{
    CP o;
    o.pos = ip[id].pos;
    o.uv = ip[id].uv;
    return o;
}
